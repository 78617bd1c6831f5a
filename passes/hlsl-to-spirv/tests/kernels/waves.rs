//! Wave intrinsics on the device's subgroups (lavapipe: 8 lanes), checked
//! whatever lanes the device groups: each kernel writes, per invocation,
//! `WaveReadLaneFirst(gi)` (its subgroup's key), `WaveGetLaneIndex()`,
//! `WaveGetLaneCount()` and one result.

use std::collections::BTreeMap;

use vulkan_runner::{Resource, to_bytes};

use super::harness::{Kernel, Outputs, run_kernel};

const THREADS: usize = 32;

/// One invocation's record.
#[derive(Clone, Copy, Debug)]
struct Lane {
    gi: u32,
    lane: u32,
    result: u32,
}

/// The subgroups the records describe, by key, each ordered by lane;
/// checks that they are subgroups: `count` lanes numbered `0 .. count`, the
/// key the gi of lane 0.
fn subgroups(out: &Outputs) -> Result<Vec<Vec<Lane>>, String> {
    let words = out.get::<u32>("Out")?;
    let mut groups: BTreeMap<u32, Vec<(u32, Lane)>> = BTreeMap::new();
    for (gi, record) in words.chunks(4).enumerate() {
        let [key, lane, count, result] = [record[0], record[1], record[2], record[3]];
        let lane = Lane {
            gi: gi as u32,
            lane,
            result,
        };
        groups.entry(key).or_default().push((count, lane));
    }
    let mut out = Vec::new();
    for (key, mut members) in groups {
        members.sort_by_key(|(_, l)| l.lane);
        let count = members[0].0;
        let lanes: Vec<u32> = members.iter().map(|(_, l)| l.lane).collect();
        let expected: Vec<u32> = (0..count).collect();
        if members.iter().any(|(c, _)| *c != count) || lanes != expected {
            return Err(format!(
                "the lanes keyed {key} are {lanes:?} with counts {:?}, not one subgroup",
                members.iter().map(|(c, _)| c).collect::<Vec<_>>()
            ));
        }
        if members[0].1.gi != key {
            return Err(format!("subgroup {key}'s lane 0 is gi {}", members[0].1.gi));
        }
        out.push(members.into_iter().map(|(_, l)| l).collect());
    }
    let total: usize = out.iter().map(Vec::len).sum();
    if total != THREADS {
        return Err(format!("{total} invocations recorded, {THREADS} expected"));
    }
    Ok(out)
}

fn out() -> (&'static str, Resource) {
    (
        "Out",
        Resource::StorageBuffer(to_bytes(&[u32::MAX; 4 * THREADS])),
    )
}

/// Checks every lane's result against `expected(subgroup, lane)`.
fn check_each(out: &Outputs, expected: impl Fn(&[Lane], &Lane) -> u32) -> Result<(), String> {
    for group in subgroups(out)? {
        for lane in &group {
            let want = expected(&group, lane);
            if lane.result != want {
                return Err(format!(
                    "gi {} (lane {} of the subgroup keyed {}) has {}, expected {want}",
                    lane.gi, lane.lane, group[0].gi, lane.result
                ));
            }
        }
    }
    Ok(())
}

fn value(gi: u32) -> u32 {
    gi * 3 + 1
}

/// What each lane of the kernels returns, by subgroup and lane.
fn active_sum(group: &[Lane], _: &Lane) -> u32 {
    group.iter().map(|l| value(l.gi)).sum()
}

fn prefix_sum(group: &[Lane], me: &Lane) -> u32 {
    group
        .iter()
        .filter(|l| l.lane < me.lane)
        .map(|l| value(l.gi))
        .sum()
}

fn active_ballot(group: &[Lane], _: &Lane) -> u32 {
    group
        .iter()
        .filter(|l| l.gi % 3 == 0)
        .map(|l| 1u32 << l.lane)
        .sum()
}

fn read_lane_first(group: &[Lane], me: &Lane) -> u32 {
    if me.gi.is_multiple_of(2) {
        return 0;
    }
    group
        .iter()
        .filter(|l| l.gi % 2 == 1)
        .map(|l| l.gi * 10)
        .next()
        .unwrap_or_default()
}

/// One test per row, `name: file, expected`: the kernel runs one group for
/// `module vulkan1.1` and every lane's result is `expected(subgroup, lane)`
/// ([`check_each`]).
macro_rules! wave_tests {
    ($($name:ident: $file:literal, $expected:path;)*) => {$(
        #[test]
        fn $name() {
            let kernel = Kernel {
                file: $file,
                env: "module vulkan1.1",
                groups: [1, 1, 1],
                inputs: || vec![out()],
                check: |out: &Outputs| check_each(out, $expected),
            };
            run_kernel(stringify!($name), &kernel);
        }
    )*};
}

wave_tests! {
    wave_active_sum: "wave-active-sum.mlir", active_sum;
    wave_prefix_sum: "wave-prefix-sum.mlir", prefix_sum;
    wave_active_ballot: "wave-active-ballot.mlir", active_ballot;
    wave_read_lane_first: "wave-read-lane-first.mlir", read_lane_first;
}
