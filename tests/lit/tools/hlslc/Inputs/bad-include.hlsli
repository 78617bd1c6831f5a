float broken() { return undeclared_in_header; }
