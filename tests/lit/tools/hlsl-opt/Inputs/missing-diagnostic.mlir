// A valid input whose expected error never comes.
"foo.x"() : () -> ()
// expected-error@-1 {{this error is never emitted}}
