//! Capability implication: declaring a capability implicitly declares the
//! capabilities the grammar lists for it (e.g. `Shader` implies `Matrix`).
//! MLIR's `getDirectImpliedCapabilities` / `getRecursiveImpliedCapabilities`
//! (`SPIRVEnums.cpp`) and the closure `spirv-update-vce` appends.

use spirv::Capability;

use super::GrammarEnum;

/// The capabilities `cap` directly implies, sorted by spelling.
pub fn implied_capabilities(cap: Capability) -> &'static [Capability] {
    cap.enumerant().implies
}

/// Every capability `cap` implies, directly or not, breadth-first (the order
/// of MLIR's `getRecursiveImpliedCapabilities`). `cap` itself is not included
/// unless the implication graph loops back to it.
pub fn recursive_implied_capabilities(cap: Capability) -> Vec<Capability> {
    let mut all: Vec<Capability> = Vec::new();
    for &implied in implied_capabilities(cap) {
        if !all.contains(&implied) {
            all.push(implied);
        }
    }
    let mut next = 0;
    while let Some(&current) = all.get(next) {
        for &implied in implied_capabilities(current) {
            if !all.contains(&implied) {
                all.push(implied);
            }
        }
        next += 1;
    }
    all
}

/// `caps` (deduplicated, first occurrence kept) followed by every capability
/// they imply that is not already listed, in the order `spirv-update-vce`
/// produces: each capability's recursive implications in turn.
pub fn capability_closure(caps: impl IntoIterator<Item = Capability>) -> Vec<Capability> {
    let mut closure: Vec<Capability> = Vec::new();
    for cap in caps {
        if !closure.contains(&cap) {
            closure.push(cap);
        }
    }
    let declared = closure.len();
    for i in 0..declared {
        for implied in recursive_implied_capabilities(closure[i]) {
            if !closure.contains(&implied) {
                closure.push(implied);
            }
        }
    }
    closure
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direct_implications_come_from_the_grammar() {
        use Capability::*;
        let cases: [(Capability, &[Capability]); 6] = [
            (Shader, &[Matrix]),
            (Geometry, &[Shader]),
            (Matrix, &[]),
            (GroupNonUniformBallot, &[GroupNonUniform]),
            (
                UniformAndStorageBuffer16BitAccess,
                &[StorageBuffer16BitAccess],
            ),
            (DotProductInput4x8Bit, &[Int8]),
        ];
        for (capability, implied) in cases {
            assert_eq!(implied_capabilities(capability), implied, "{capability:?}");
        }
    }

    #[test]
    fn recursive_implications_are_breadth_first() {
        use Capability::*;
        let cases: [(Capability, &[Capability]); 4] = [
            (Geometry, &[Shader, Matrix]),
            (GeometryPointSize, &[Geometry, Shader, Matrix]),
            (
                VariablePointers,
                &[VariablePointersStorageBuffer, Shader, Matrix],
            ),
            (Int64, &[]),
        ];
        for (capability, implied) in cases {
            assert_eq!(
                recursive_implied_capabilities(capability),
                implied,
                "{capability:?}"
            );
        }
    }

    #[test]
    fn closure_appends_implications_after_the_declared_capabilities() {
        // What `spirv-update-vce` prints for a module using these in this order.
        assert_eq!(
            capability_closure([
                Capability::GroupNonUniformArithmetic,
                Capability::Int64,
                Capability::Float64,
                Capability::GroupNonUniformBallot,
                Capability::Shader,
            ]),
            [
                Capability::GroupNonUniformArithmetic,
                Capability::Int64,
                Capability::Float64,
                Capability::GroupNonUniformBallot,
                Capability::Shader,
                Capability::GroupNonUniform,
                Capability::Matrix,
            ]
        );
        assert_eq!(
            capability_closure([Capability::Shader, Capability::Shader]),
            [Capability::Shader, Capability::Matrix]
        );
        assert!(capability_closure([]).is_empty());
    }

    #[test]
    fn every_implication_is_acyclic() {
        for &cap in Capability::all() {
            assert!(
                !recursive_implied_capabilities(cap).contains(&cap),
                "{cap:?} implies itself"
            );
        }
    }
}
