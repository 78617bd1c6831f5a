//! The signature syntax of function-like ops (`func.func`, `spirv.func`):
//! the argument list, named with entry-block arguments in a definition
//! (`(%a: i32 {attrs} loc(...), ...)`) or bare types in a declaration
//! (`(i32 {attrs}, ...)`), and the optional result list
//! (`-> T` or `-> (T {attrs}, ...)`). Mirrors MLIR's
//! `function_interface_impl::parseFunctionSignatureWithArguments` and
//! `printFunctionSignature`
//! (<https://mlir.llvm.org/docs/Interfaces/#function-interfaces>).

use crate::asm::parser::{Argument, Delimiter, UnresolvedOperand};
use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::ir::{Attribute, BlockId, NamedAttribute, Type, TypeKind};

/// A parsed function signature.
pub struct FunctionSignature<'a> {
    /// The arguments in order; those of a declaration have an empty SSA name.
    pub arguments: Vec<Argument<'a>>,
    /// Whether the arguments are named (`%a: T`), as a definition's are.
    pub named: bool,
    pub results: Vec<Type>,
    /// One attribute dictionary per result (empty when the text has none).
    pub result_attrs: Vec<Attribute>,
}

impl<'a> FunctionSignature<'a> {
    /// The argument types.
    pub fn inputs(&self) -> Vec<Type> {
        self.arguments.iter().map(|a| a.ty).collect()
    }

    /// One attribute dictionary per argument (empty when the text has none).
    pub fn arg_attrs(&self) -> Vec<Attribute> {
        self.arguments.iter().map(|a| a.attrs).collect()
    }

    /// The entry-block arguments of a body: the named arguments, or none.
    pub fn entry_arguments(&self) -> &[Argument<'a>] {
        if self.named { &self.arguments } else { &[] }
    }
}

/// Parses `(ARGUMENTS) (-> RESULTS)?`. Arguments are all named or all bare
/// types; mixing them is an error.
pub fn parse_function_signature<'a>(p: &mut AsmParser<'a>) -> ParseResult<FunctionSignature<'a>> {
    let mut arguments: Vec<Argument<'a>> = Vec::new();
    let mut named = false;
    p.parse_comma_separated_list(Delimiter::Paren, |p| {
        if let Some(arg) = p.parse_optional_argument(true, true)? {
            if !arguments.is_empty() && !named {
                return Err(
                    p.emit_error_at(arg.ssa_name.loc, "expected type instead of SSA identifier")
                );
            }
            named = true;
            arguments.push(arg);
            return Ok(());
        }
        let pos = p.get_current_location();
        if named {
            return Err(p.emit_error_at(pos, "expected SSA identifier"));
        }
        let ty = p.parse_type()?;
        let mut attrs = Vec::new();
        p.parse_optional_attr_dict(&mut attrs)?;
        let source_loc = p.parse_optional_location_specifier()?;
        let unnamed = UnresolvedOperand {
            loc: pos,
            name: "",
            number: 0,
        };
        arguments.push(Argument {
            ssa_name: unnamed,
            ty,
            attrs: p.ctx().dictionary_attr(attrs),
            source_loc,
        });
        Ok(())
    })?;

    let mut results: Vec<Type> = Vec::new();
    let mut result_attrs: Vec<Attribute> = Vec::new();
    if p.parse_optional_arrow() {
        if p.parse_optional_lparen() {
            if !p.parse_optional_rparen() {
                p.parse_comma_separated_list(Delimiter::None, |p| {
                    results.push(p.parse_type()?);
                    let mut attrs = Vec::new();
                    p.parse_optional_attr_dict(&mut attrs)?;
                    result_attrs.push(p.ctx().dictionary_attr(attrs));
                    Ok(())
                })?;
                p.parse_rparen()?;
            }
        } else {
            results.push(p.parse_type()?);
            result_attrs.push(p.ctx().dictionary_attr([]));
        }
    }
    Ok(FunctionSignature {
        arguments,
        named,
        results,
        result_attrs,
    })
}

/// Prints `(ARGUMENTS)` and, when there are results, ` -> RESULTS`. With an
/// `entry` block the arguments print as its named arguments, else as bare
/// types; `arg_attrs(i)` / `res_attrs(i)` are the attributes of argument /
/// result `i`. Results are parenthesized when there are several, when one has
/// attributes, or when the only one is a function type.
pub fn print_function_signature<'x>(
    p: &mut AsmPrinter<'_>,
    inputs: &[Type],
    results: &[Type],
    entry: Option<BlockId>,
    arg_attrs: impl Fn(usize) -> &'x [NamedAttribute],
    res_attrs: impl Fn(usize) -> &'x [NamedAttribute],
) {
    let ir = p.ir();
    p.write_char('(');
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = arg_attrs(i);
        match entry {
            Some(block) => p.print_region_argument(ir.block_arg(block, i), attrs, false),
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    p.write_char(')');
    if results.is_empty() {
        return;
    }
    p.write_str(" -> ");
    let parens = results.len() > 1
        || (0..results.len()).any(|i| !res_attrs(i).is_empty())
        || matches!(p.ctx().type_kind(results[0]), TypeKind::Function { .. });
    if parens {
        p.write_char('(');
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(ty);
        p.print_optional_attr_dict(res_attrs(i), &[]);
    }
    if parens {
        p.write_char(')');
    }
}
