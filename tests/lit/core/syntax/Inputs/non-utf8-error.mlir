// An input that is not UTF-8 still reports positions (read by
// non-utf8-bytes.mlir).
"foo.op"() {a = "Æ"} : () -> ()
  Æ "foo.op"() : () -> ()
