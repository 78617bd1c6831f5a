//! Replacing what an MLIR op holds with what another op of the same name holds:
//! how a pass's result goes back into the op MLIR's pass manager gave it (a pass
//! may change its op's regions, attributes and location, never the op itself).

use melior::ir::Operation;
use melior::ir::operation::OperationLike;
use mlir_sys::{
    MlirOperation, MlirStringRef, mlirIdentifierStr, mlirOperationGetAttribute,
    mlirOperationGetLocation, mlirOperationGetNumAttributes, mlirOperationGetNumRegions,
    mlirOperationGetRegion, mlirOperationRemoveAttributeByName, mlirOperationSetAttributeByName,
    mlirOperationSetLocation, mlirRegionTakeBody,
};

use crate::error::BridgeError;
use crate::mlir::op_name;

/// Moves the regions' bodies, the attributes (inherent and discardable) and the
/// location of `source` into `target`, which must be an op of the same name with
/// as many regions. `source` keeps empty regions and is dropped by the caller.
pub fn replace_contents<'c: 'a, 'a>(
    target: &impl OperationLike<'c, 'a>,
    source: &Operation<'c>,
) -> Result<(), BridgeError> {
    let (to, from) = (target.to_raw(), source.to_raw());
    let expected = op_name(target);
    let found = op_name(source);
    // SAFETY (all calls below): both ops are valid for the call; attribute and
    // region indices are bounded by the counts read from the same op.
    let (to_regions, from_regions) = unsafe {
        (
            mlirOperationGetNumRegions(to),
            mlirOperationGetNumRegions(from),
        )
    };
    if expected != found || to_regions != from_regions {
        return Err(BridgeError::WrongOp { expected, found });
    }
    for index in 0..to_regions {
        unsafe {
            mlirRegionTakeBody(
                mlirOperationGetRegion(to, index),
                mlirOperationGetRegion(from, index),
            )
        };
    }

    let kept = attribute_names(from);
    for name in attribute_names(to) {
        // SAFETY: names point into the context's identifier storage.
        if !kept
            .iter()
            .any(|other| unsafe { bytes(*other) == bytes(name) })
        {
            unsafe { mlirOperationRemoveAttributeByName(to, name) };
        }
    }
    for index in 0..unsafe { mlirOperationGetNumAttributes(from) } {
        let named = unsafe { mlirOperationGetAttribute(from, index) };
        unsafe {
            mlirOperationSetAttributeByName(to, mlirIdentifierStr(named.name), named.attribute)
        };
    }
    unsafe { mlirOperationSetLocation(to, mlirOperationGetLocation(from)) };
    Ok(())
}

/// The names of `op`'s attributes (inherent ones included), as references into
/// the context's identifier storage.
fn attribute_names(op: MlirOperation) -> Vec<MlirStringRef> {
    // SAFETY: `op` is valid; indices are bounded by its attribute count.
    unsafe {
        (0..mlirOperationGetNumAttributes(op))
            .map(|index| mlirIdentifierStr(mlirOperationGetAttribute(op, index).name))
            .collect()
    }
}

/// # Safety
/// `name` must point at `length` readable bytes.
unsafe fn bytes<'a>(name: MlirStringRef) -> &'a [u8] {
    unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) }
}
