// Keys that differ only in bytes that are not UTF-8 are different keys; the
// same key twice is an error (read by non-utf8-bytes.mlir).
"foo.op"() {"k\C6" = 1 : i32, "k\C7" = 2 : i32} : () -> ()
"foo.op"() {"k\C6" = 1 : i32, "kÆ" = 2 : i32} : () -> ()
