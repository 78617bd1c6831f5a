// An error nobody expects.
%0 = "foo.x"(%undefined) : (i32) -> i32
