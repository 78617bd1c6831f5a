//! Queries custom printers need: an op's attributes as one dictionary (MLIR's
//! `Operation::getAttrs` for ops with properties) and the name of a location
//! (MLIR's `LocationAttr::findInstanceOf<NameLoc>`).

use crate::Context;
use crate::ir::{AttrKind, Ir, Location, NamedAttribute, OpId};

impl Ir {
    /// The op's inherent attributes (its properties dictionary) and discardable
    /// attributes together, sorted by name: what a declarative `attr-dict` prints.
    pub fn attr_dictionary(&self, op: OpId) -> Vec<NamedAttribute> {
        let ctx = self.ctx();
        let mut attrs: Vec<NamedAttribute> = self.attrs(op).to_vec();
        if let Some(props) = self.properties(op) {
            attrs.extend(ctx.dictionary_entries(props).iter().copied());
        }
        attrs.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
        attrs
    }
}

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
                AttrKind::FusedLoc { locations, .. } => {
                    stack.extend(locations.iter().rev().copied())
                }
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
        let inner = ctx.intern_attr(AttrKind::NameLoc {
            name: ctx.ident("inner"),
            child: None,
        });
        let outer = ctx.intern_attr(AttrKind::NameLoc {
            name: ctx.ident("outer"),
            child: Some(inner),
        });
        let call = ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: file,
            caller: outer,
        });
        assert_eq!(ctx.find_name_loc(call), Some("outer"));
        assert_eq!(ctx.find_name_loc(file), None);
    }
}
