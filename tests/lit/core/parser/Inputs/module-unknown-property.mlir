"builtin.module"() <{foo = 1 : i32, sym_name = "a"}> ({
  "foo.x"() : () -> ()
}) : () -> ()
