func.func @f() {
  return
}

// -----

module {
}
