//! `Interlocked*` on byte-address buffers, structured-buffer members,
//! typed-buffer elements (storage texel buffers) and texels (storage
//! images).

use vulkan_runner::{Format, Image, Resource, to_bytes};

use super::harness::{Outputs, kernel_tests, same};

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

kernel_tests! {
    bytes_interlocked_add: "bytes-interlocked-add.mlir" for "vulkan1.2" in [1, 1, 1] {
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
    }
    bytes_interlocked_min: "bytes-interlocked-min.mlir" for "vulkan1.0" in [1, 1, 1] {
        inputs: || vec![("Bytes", words(&[1000, -1]))],
        check: |out: &Outputs| {
            let lo = (0..THREADS).map(scattered).min().unwrap_or_default();
            same("Bytes", &out.get::<i32>("Bytes")?, &[lo, 7])
        },
    }
    bytes_interlocked_max: "bytes-interlocked-max.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Bytes", words(&[-1000, 0]))],
        check: |out: &Outputs| {
            let hi = (0..THREADS).map(scattered).max().unwrap_or_default();
            same("Bytes", &out.get::<i32>("Bytes")?, &[hi, 63 * 3 + 7])
        },
    }
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

kernel_tests! {
    bytes_interlocked_compare_exchange: "bytes-interlocked-compare-exchange.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Slots", words(&[0; 8])), seen()],
        check: |out: &Outputs| {
            let slots = out.get::<i32>("Slots")?;
            check_claims(&slots, &out.get::<i32>("Seen")?, |gi| gi % 8)
        },
    }
}

/// `struct Stats { int sum; int lo; int hi; uint owner; }` elements.
fn stats(elements: &[[i32; 4]]) -> Resource {
    words(&elements.concat())
}

kernel_tests! {
    structured_interlocked_add: "structured-interlocked-add.mlir" for "vulkan1.0" in [1, 1, 1] {
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
    }
}

/// `(gi * 29) % 64 - 31`, which the min and max kernels combine.
fn spread(gi: u32) -> i32 {
    ((gi * 29) % 64) as i32 - 31
}

kernel_tests! {
    structured_interlocked_min: "structured-interlocked-min.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Stats", stats(&[[1, 1000, 3, 4]]))],
        check: |out: &Outputs| {
            let lo = (0..THREADS).map(spread).min().unwrap_or_default();
            same("Stats", &out.get::<i32>("Stats")?, &[1, lo, 3, 4])
        },
    }
    structured_interlocked_max: "structured-interlocked-max.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Stats", stats(&[[1, 2, -1000, 4]]))],
        check: |out: &Outputs| {
            let hi = (0..THREADS).map(spread).max().unwrap_or_default();
            same("Stats", &out.get::<i32>("Stats")?, &[1, 2, hi, 4])
        },
    }
    structured_interlocked_compare_exchange: "structured-interlocked-compare-exchange.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Stats", stats(&[[1, 2, 3, 0]])), seen()],
        check: |out: &Outputs| {
            let stats = out.get::<i32>("Stats")?;
            same("Stats (other members)", &stats[..3], &[1, 2, 3])?;
            check_claims(&stats[3..], &out.get::<i32>("Seen")?, |_| 0)
        },
    }
}

/// Invocations of the typed-buffer and texture add kernels: 4 groups of 64.
const INVOCATIONS: u32 = 4 * THREADS;

/// The four sums of `i + 1` over the invocations `i` with `i % 4 == k`, and
/// a check that every old value in `seen` is a partial sum of its slot.
fn check_sums(slots: &[u32], seen: &[u32]) -> Result<(), String> {
    let sums: Vec<u32> = (0..4)
        .map(|k| (0..INVOCATIONS).filter(|i| i % 4 == k).map(|i| i + 1).sum())
        .collect();
    same("slots", slots, &sums)?;
    if seen.len() != INVOCATIONS as usize {
        return Err(format!("{} old values read back", seen.len()));
    }
    for (i, &old) in seen.iter().enumerate() {
        let total = sums[i % 4];
        if old >= total {
            return Err(format!(
                "Seen[{i}] = {old}, not a partial sum below {total}"
            ));
        }
    }
    // The old values of one slot are distinct partial sums.
    for k in 0..4 {
        let mut olds: Vec<u32> = seen.iter().skip(k).step_by(4).copied().collect();
        olds.sort_unstable();
        olds.dedup();
        if olds.len() != (INVOCATIONS / 4) as usize {
            return Err(format!("slot {k}: two invocations saw the same old value"));
        }
    }
    Ok(())
}

fn seen_all() -> (&'static str, Resource) {
    (
        "Seen",
        Resource::StorageBuffer(to_bytes(&vec![u32::MAX; INVOCATIONS as usize])),
    )
}

kernel_tests! {
    typed_buffer_interlocked_add: "typed-interlocked-add.mlir" for "vulkan1.2" in [4, 1, 1] {
        inputs: || {
            vec![
                (
                    "Counts",
                    Resource::StorageTexelBuffer {
                        format: Format::R32ui,
                        data: to_bytes(&[0u32; 4]),
                    },
                ),
                seen_all(),
            ]
        },
        check: |out: &Outputs| check_sums(&out.get::<u32>("Counts")?, &out.get::<u32>("Seen")?),
    }
    texture2d_interlocked_add: "texture-interlocked-add.mlir" for "vulkan1.0" in [4, 1, 1] {
        inputs: || {
            let grid = Image::d2(Format::R32ui, 2, 2, to_bytes(&[0u32; 4]));
            vec![("Grid", Resource::StorageImage(grid)), seen_all()]
        },
        // Texel (x, y) is slot x + 2y: the image reads back row by row.
        check: |out: &Outputs| check_sums(&out.get::<u32>("Grid")?, &out.get::<u32>("Seen")?),
    }
    texture2d_interlocked_max_min: "texture-interlocked-max.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            let range = Image::d2(Format::R32i, 2, 1, to_bytes(&[-1000i32, 1000]));
            vec![("Range", Resource::StorageImage(range))]
        },
        check: |out: &Outputs| {
            let hi = (0..THREADS).map(spread).max().unwrap_or_default();
            let lo = (0..THREADS).map(spread).min().unwrap_or_default();
            same("Range", &out.get::<i32>("Range")?, &[hi, lo])
        },
    }
    texture2d_interlocked_compare_exchange: "texture-interlocked-compare-exchange.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            let owners = Image::d2(Format::R32ui, 4, 2, to_bytes(&[0u32; 8]));
            vec![("Owners", Resource::StorageImage(owners)), seen()]
        },
        check: |out: &Outputs| {
            let owners = out.get::<i32>("Owners")?;
            check_claims(&owners, &out.get::<i32>("Seen")?, |gi| gi % 8)
        },
    }
}
