//! Descriptor set and binding numbers (docs/lowering-hlsl-to-spirv.md, "Bindings"):
//! `register(xN, spaceM)` is set M, binding N for every register class (DXC's
//! default mapping); implicit bindings are given out after every explicit
//! (set, binding) pair is reserved, in `order_id` order, each taking the first
//! free binding of its set; the descriptor heaps come last (DXC: the first
//! unused binding of set 0).
//!
//! Two different resources at one explicit (set, binding) are a conflict: the
//! caller reports both.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;

/// Where a resource asks to be bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// At this binding.
    Explicit(u32),
    /// At the first free binding, in `order_id` order among implicit requests.
    Implicit { order_id: u32 },
    /// At the first free binding once every other request is placed, in
    /// request order.
    Last,
}

/// One binding to place: a resource, a counter or a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BindingRequest {
    pub set: u32,
    pub placement: Placement,
}

/// Two requests for one explicit (set, binding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The request that took the binding first.
    pub first: usize,
    /// The request that asked for it again.
    pub second: usize,
    pub set: u32,
    pub binding: u32,
}

/// Why bindings could not be assigned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingError {
    Conflicts(Vec<Conflict>),
    /// Every binding number of the set is taken.
    Exhausted {
        request: usize,
        set: u32,
    },
}

/// The binding of each request, in request order.
pub fn assign_bindings(requests: &[BindingRequest]) -> Result<Vec<u32>, BindingError> {
    let mut sets: FxHashMap<u32, SetState> = FxHashMap::default();
    let mut bindings: Vec<Option<u32>> = vec![None; requests.len()];
    let mut conflicts = Vec::new();
    for (i, request) in requests.iter().enumerate() {
        if let Placement::Explicit(binding) = request.placement {
            let state = sets.entry(request.set).or_default();
            match state.owners.get(&binding) {
                Some(&first) => conflicts.push(Conflict {
                    first,
                    second: i,
                    set: request.set,
                    binding,
                }),
                None => {
                    state.owners.insert(binding, i);
                    state.used.insert(binding);
                }
            }
            bindings[i] = Some(binding);
        }
    }
    if !conflicts.is_empty() {
        return Err(BindingError::Conflicts(conflicts));
    }
    let mut implicit: Vec<(u32, usize)> = requests
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match r.placement {
            Placement::Implicit { order_id } => Some((order_id, i)),
            _ => None,
        })
        .collect();
    implicit.sort_unstable();
    let last = requests
        .iter()
        .enumerate()
        .filter(|(_, r)| r.placement == Placement::Last)
        .map(|(i, _)| i);
    for i in implicit.into_iter().map(|(_, i)| i).chain(last) {
        let set = requests[i].set;
        let binding = sets
            .entry(set)
            .or_default()
            .take_first_free()
            .ok_or(BindingError::Exhausted { request: i, set })?;
        bindings[i] = Some(binding);
    }
    Ok(bindings
        .into_iter()
        .map(|b| b.unwrap_or_default())
        .collect())
}

#[derive(Default)]
struct SetState {
    used: BTreeSet<u32>,
    /// Explicit bindings and who reserved them.
    owners: FxHashMap<u32, usize>,
    /// Every binding below this is taken.
    cursor: u32,
}

impl SetState {
    fn take_first_free(&mut self) -> Option<u32> {
        while self.used.contains(&self.cursor) {
            self.cursor = self.cursor.checked_add(1)?;
        }
        let binding = self.cursor;
        self.used.insert(binding);
        Some(binding)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn explicit(set: u32, binding: u32) -> BindingRequest {
        BindingRequest {
            set,
            placement: Placement::Explicit(binding),
        }
    }

    fn implicit(set: u32, order_id: u32) -> BindingRequest {
        BindingRequest {
            set,
            placement: Placement::Implicit { order_id },
        }
    }

    #[test]
    fn implicit_bindings_fill_the_gaps_in_order_id_order() {
        let requests = [
            implicit(0, 2),
            explicit(0, 0),
            implicit(0, 1),
            explicit(0, 2),
            implicit(1, 0),
            explicit(1, 5),
            BindingRequest {
                set: 0,
                placement: Placement::Last,
            },
        ];
        assert_eq!(assign_bindings(&requests), Ok(vec![3, 0, 1, 2, 0, 5, 4]));
    }

    #[test]
    fn explicit_bindings_may_not_repeat_in_one_set() {
        let requests = [
            explicit(0, 1),
            explicit(1, 1),
            explicit(0, 1),
            explicit(0, 1),
        ];
        assert_eq!(
            assign_bindings(&requests),
            Err(BindingError::Conflicts(vec![
                Conflict {
                    first: 0,
                    second: 2,
                    set: 0,
                    binding: 1
                },
                Conflict {
                    first: 0,
                    second: 3,
                    set: 0,
                    binding: 1
                },
            ]))
        );
    }

    #[test]
    fn a_full_set_is_reported() {
        let requests = [explicit(0, u32::MAX), implicit(0, 0)];
        assert_eq!(assign_bindings(&requests), Ok(vec![u32::MAX, 0]));
        let mut state = SetState {
            cursor: u32::MAX,
            ..SetState::default()
        };
        state.used.insert(u32::MAX);
        assert_eq!(state.take_first_free(), None);
    }
}
