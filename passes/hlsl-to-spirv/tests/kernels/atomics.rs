//! `Interlocked*` on byte-address buffers and structured-buffer members.

use vulkan_runner::{Resource, to_bytes};

use super::harness::{Kernel, Outputs, run_kernel, same};

const THREADS: u32 = 64;

fn words(values: &[i32]) -> Resource {
    Resource::StorageBuffer(to_bytes(values))
}

fn seen() -> (&'static str, Resource) {
    ("Seen", words(&[-1; THREADS as usize]))
}

/// The value of `(gi * 37) % 101 - 50` the min/max kernels combine.
fn scattered(gi: u32) -> i32 {
    ((gi * 37) % 101) as i32 - 50
}

#[test]
fn bytes_interlocked_add() {
    run_kernel(
        "bytes_interlocked_add",
        &Kernel {
            file: "bytes-interlocked-add.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Bytes", words(&[0; 4])), seen()],
            check: |out: &Outputs| {
                let sums: Vec<i32> = (0..4)
                    .map(|k| {
                        (0..THREADS)
                            .filter(|g| g % 4 == k)
                            .map(|g| g as i32 + 1)
                            .sum()
                    })
                    .collect();
                same("Bytes", &out.get::<i32>("Bytes")?, &sums)?;
                let seen = out.get::<i32>("Seen")?;
                for (gi, &old) in seen.iter().enumerate() {
                    let total = sums[gi % 4];
                    if !(0..total).contains(&old) {
                        return Err(format!(
                            "Seen[{gi}] = {old}, not a partial sum below {total}"
                        ));
                    }
                }
                Ok(())
            },
        },
    );
}

#[test]
fn bytes_interlocked_min() {
    run_kernel(
        "bytes_interlocked_min",
        &Kernel {
            file: "bytes-interlocked-min.mlir",
            env: "vulkan1.0",
            groups: [1, 1, 1],
            inputs: || vec![("Bytes", words(&[1000, -1]))],
            check: |out: &Outputs| {
                let lo = (0..THREADS).map(scattered).min().unwrap_or_default();
                same("Bytes", &out.get::<i32>("Bytes")?, &[lo, 7])
            },
        },
    );
}

#[test]
fn bytes_interlocked_max() {
    run_kernel(
        "bytes_interlocked_max",
        &Kernel {
            file: "bytes-interlocked-max.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Bytes", words(&[-1000, 0]))],
            check: |out: &Outputs| {
                let hi = (0..THREADS).map(scattered).max().unwrap_or_default();
                same("Bytes", &out.get::<i32>("Bytes")?, &[hi, 63 * 3 + 7])
            },
        },
    );
}

/// Slot owners: every slot `k` holds `w + 1` for one thread `w` of the
/// slot, which saw 0; the others saw `w + 1`.
fn check_claims(
    slots: &[i32],
    seen: &[i32],
    slot_of: impl Fn(usize) -> usize,
) -> Result<(), String> {
    for (k, &owner) in slots.iter().enumerate() {
        let w = owner - 1;
        if w < 0 || w as u32 >= THREADS || slot_of(w as usize) != k {
            return Err(format!(
                "slot {k} holds {owner}, not one of its threads plus one"
            ));
        }
    }
    for (gi, &old) in seen.iter().enumerate() {
        let owner = slots[slot_of(gi)];
        let expected = if owner == gi as i32 + 1 { 0 } else { owner };
        if old != expected {
            return Err(format!("Seen[{gi}] = {old}, expected {expected}"));
        }
    }
    Ok(())
}

#[test]
fn bytes_interlocked_compare_exchange() {
    run_kernel(
        "bytes_interlocked_compare_exchange",
        &Kernel {
            file: "bytes-interlocked-compare-exchange.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Slots", words(&[0; 8])), seen()],
            check: |out: &Outputs| {
                let slots = out.get::<i32>("Slots")?;
                check_claims(&slots, &out.get::<i32>("Seen")?, |gi| gi % 8)
            },
        },
    );
}

/// `struct Stats { int sum; int lo; int hi; uint owner; }` elements.
fn stats(elements: &[[i32; 4]]) -> Resource {
    words(&elements.concat())
}

#[test]
fn structured_interlocked_add() {
    run_kernel(
        "structured_interlocked_add",
        &Kernel {
            file: "structured-interlocked-add.mlir",
            env: "vulkan1.0",
            groups: [1, 1, 1],
            inputs: || vec![("Stats", stats(&[[0, 5, 6, 7], [0, 8, 9, 10]]))],
            check: |out: &Outputs| {
                let sum = |k: u32| -> i32 {
                    (0..THREADS)
                        .filter(|g| g % 2 == k)
                        .map(|g| g as i32 - 20)
                        .sum()
                };
                same(
                    "Stats",
                    &out.get::<i32>("Stats")?,
                    &[sum(0), 5, 6, 7, sum(1), 8, 9, 10],
                )
            },
        },
    );
}

/// `(gi * 29) % 64 - 31`, which the min and max kernels combine.
fn spread(gi: u32) -> i32 {
    ((gi * 29) % 64) as i32 - 31
}

#[test]
fn structured_interlocked_min() {
    run_kernel(
        "structured_interlocked_min",
        &Kernel {
            file: "structured-interlocked-min.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Stats", stats(&[[1, 1000, 3, 4]]))],
            check: |out: &Outputs| {
                let lo = (0..THREADS).map(spread).min().unwrap_or_default();
                same("Stats", &out.get::<i32>("Stats")?, &[1, lo, 3, 4])
            },
        },
    );
}

#[test]
fn structured_interlocked_max() {
    run_kernel(
        "structured_interlocked_max",
        &Kernel {
            file: "structured-interlocked-max.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Stats", stats(&[[1, 2, -1000, 4]]))],
            check: |out: &Outputs| {
                let hi = (0..THREADS).map(spread).max().unwrap_or_default();
                same("Stats", &out.get::<i32>("Stats")?, &[1, 2, hi, 4])
            },
        },
    );
}

#[test]
fn structured_interlocked_compare_exchange() {
    run_kernel(
        "structured_interlocked_compare_exchange",
        &Kernel {
            file: "structured-interlocked-compare-exchange.mlir",
            env: "vulkan1.2",
            groups: [1, 1, 1],
            inputs: || vec![("Stats", stats(&[[1, 2, 3, 0]])), seen()],
            check: |out: &Outputs| {
                let stats = out.get::<i32>("Stats")?;
                same("Stats (other members)", &stats[..3], &[1, 2, 3])?;
                check_claims(&stats[3..], &out.get::<i32>("Seen")?, |_| 0)
            },
        },
    );
}
