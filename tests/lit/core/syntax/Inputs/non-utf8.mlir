// Strings, names and locations holding bytes that are not UTF-8 (read by
// non-utf8-bytes.mlir). Each byte is what the file spells.
#x = "raw Æ byte"
"foo.op"() {a = "Æÿ", "k\C6" = 1 : i32, "k\C7" = 2 : i32, "kÈ" = unit, b = #x} : () -> () loc("fÆ":1:2)
"foo.Æop"() {c = @"sÆ"::@n, d = #foo<"opaque Æ body">, e = loc("nÆ"("\C6x":3:4))} : () -> !foo<"t ÆÇ">
// A comment ÿş is skipped.
