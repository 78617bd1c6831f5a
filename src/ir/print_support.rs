//! Queries the printer needs on locations (MLIR's `LocationAttr::findInstanceOf`).

use crate::Context;
use crate::ir::{AttrKind, Location};

impl Context {
    /// The name of the first `NameLoc` in `loc`, searched in pre-order (a name
    /// location before its child, a call site's callee before its caller, fused
    /// locations in order). Iterative, so nesting depth does not matter.
    pub fn find_name_loc(&self, loc: Location) -> Option<&str> {
        let mut stack = vec![loc];
        while let Some(cur) = stack.pop() {
            match self.attr_kind(cur) {
                AttrKind::NameLoc { name, .. } => return Some(self.str(*name)),
                AttrKind::CallSiteLoc { callee, caller } => {
                    stack.push(*caller);
                    stack.push(*callee);
                }
                AttrKind::FusedLoc { locations, .. } => stack.extend(locations.iter().rev().copied()),
                _ => {}
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::ir::AttrKind;

    #[test]
    fn finds_the_first_name_in_pre_order() {
        let ctx = Context::new();
        let file = ctx.file_line_col("a.c", 1, 2);
        let inner = ctx.intern_attr(AttrKind::NameLoc { name: ctx.ident("inner"), child: None });
        let outer = ctx.intern_attr(AttrKind::NameLoc { name: ctx.ident("outer"), child: Some(inner) });
        let call = ctx.intern_attr(AttrKind::CallSiteLoc { callee: file, caller: outer });
        assert_eq!(ctx.find_name_loc(call), Some("outer"));
        assert_eq!(ctx.find_name_loc(file), None);
    }
}
