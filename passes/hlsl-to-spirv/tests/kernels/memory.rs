//! Groupshared memory, function-local arrays, constant tables, Append and
//! Consume.

use vulkan_runner::{Resource, to_bytes};

use super::harness::{Outputs, kernel_tests, same};

fn ints(values: &[i32]) -> Resource {
    Resource::StorageBuffer(to_bytes(values))
}

fn input(i: u32) -> i32 {
    (i.wrapping_mul(2_654_435_761) % 1000) as i32 - 400
}

/// The first `count` [`input`]s.
fn inputs(count: u32) -> Resource {
    ints(&(0..count).map(input).collect::<Vec<_>>())
}

kernel_tests! {
    groupshared_tree_reduction: "groupshared-reduction.mlir" for "vulkan1.2" in [4, 1, 1] {
        inputs: || vec![("In", inputs(256)), ("Out", ints(&[0; 4]))],
        check: |out: &Outputs| {
            let sums: Vec<i32> = (0..4)
                .map(|g| (64 * g..64 * g + 64).map(input).sum())
                .collect();
            same("Out", &out.get::<i32>("Out")?, &sums)
        },
    }
    groupshared_interlocked: "groupshared-atomics.mlir" for "vulkan1.0" in [2, 1, 1] {
        inputs: || vec![("Out", ints(&[-1; 4]))],
        check: |out: &Outputs| {
            let values = out.get::<i32>("Out")?;
            for group in 0..2 {
                same("Out (count)", &values[2 * group..2 * group + 1], &[528])?;
                let winner = values[2 * group + 1];
                if !(100..132).contains(&winner) {
                    return Err(format!(
                        "group {group}'s winner is {winner}, not 100 + a thread"
                    ));
                }
            }
            Ok(())
        },
    }
    local_array_dynamic_index: "local-array.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("In", inputs(64)), ("Out", ints(&[0; 64]))],
        check: |out: &Outputs| {
            const WEIGHTS: [i32; 4] = [3, -1, 4, 1];
            let expected: Vec<i32> = (0..64u32)
                .map(|gi| {
                    let pick = (input(gi) as u32) % 8;
                    input((gi + pick) % 64) * WEIGHTS[gi as usize % 4]
                })
                .collect();
            same("Out", &out.get::<i32>("Out")?, &expected)
        },
    }
    append_then_consume: "append-consume.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            vec![
                ("In", inputs(100)),
                ("In_counter", ints(&[100])),
                ("Out", ints(&[-7; 100])),
                ("Out_counter", ints(&[0])),
            ]
        },
        check: |out: &Outputs| {
            same("In_counter", &out.get::<i32>("In_counter")?, &[36])?;
            same("Out_counter", &out.get::<i32>("Out_counter")?, &[64])?;
            let result = out.get::<i32>("Out")?;
            let mut appended = result[..64].to_vec();
            appended.sort_unstable();
            let mut expected: Vec<i32> = (36..100).map(|k| 2 * input(k) + 1).collect();
            expected.sort_unstable();
            same("Out (sorted)", &appended, &expected)?;
            same("Out (past the counter)", &result[64..], &[-7; 36])
        },
    }
}
