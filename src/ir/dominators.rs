//! Immediate dominators of a control-flow graph whose nodes are numbered
//! `0..n`, with node 0 the entry, by Cooper, Harvey and Kennedy's iterative
//! algorithm ("A Simple, Fast Dominance Algorithm",
//! <https://www.cs.tufts.edu/comp/150FP/archive/keith-cooper/dom14.pdf>).
//!
//! The verifier runs it over a region's blocks (MLIR's `DominanceInfo`,
//! <https://mlir.llvm.org/doxygen/classmlir_1_1DominanceInfo.html>) and the
//! SPIR-V deserializer over a function's blocks when it rebuilds structured
//! control flow. Working on plain indices keeps it free of either's block type.

/// The dominator tree of a graph, from [`Dominators::compute`].
#[derive(Debug, Clone)]
pub struct Dominators {
    /// Immediate dominator per node; the entry is its own, and an
    /// unreachable node has `usize::MAX`.
    idom: Vec<usize>,
    /// Position of each node in reverse post-order from the entry;
    /// `usize::MAX` for unreachable nodes.
    rpo_number: Vec<usize>,
}

impl Dominators {
    /// Computes the dominator tree of the graph whose node `b` has the
    /// successors `succs[b]`. An empty graph has an empty tree.
    pub fn compute<S: AsRef<[usize]>>(succs: &[S]) -> Self {
        let n = succs.len();
        let post = post_order(succs);
        let mut rpo_number = vec![usize::MAX; n];
        for (i, &b) in post.iter().rev().enumerate() {
            rpo_number[b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &post {
            for &s in succs[b].as_ref() {
                preds[s].push(b);
            }
        }
        let mut idom = vec![usize::MAX; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in post.iter().rev().skip(1) {
                let mut new_idom = usize::MAX;
                for &p in &preds[b] {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new_idom = if new_idom == usize::MAX {
                        p
                    } else {
                        intersect(&idom, &rpo_number, p, new_idom)
                    };
                }
                if new_idom != usize::MAX && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        Dominators { idom, rpo_number }
    }

    /// Whether the entry reaches `node`.
    pub fn is_reachable(&self, node: usize) -> bool {
        self.rpo_number[node] != usize::MAX
    }

    /// The immediate dominator of `node`: `None` for the entry and for
    /// unreachable nodes.
    pub fn idom(&self, node: usize) -> Option<usize> {
        let d = self.idom[node];
        (d != usize::MAX && d != node).then_some(d)
    }

    /// Whether `a` dominates `b` (every node dominates itself). Only a
    /// reachable `b` has dominators.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        if !self.is_reachable(b) {
            return false;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            match self.idom(cur) {
                Some(next) => cur = next,
                None => return false,
            }
        }
    }
}

/// The nodes reachable from node 0 in post-order, by an iterative
/// depth-first walk that takes each node's successors in order.
fn post_order<S: AsRef<[usize]>>(succs: &[S]) -> Vec<usize> {
    let n = succs.len();
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut visited = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    visited[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[b].as_ref().get(*next) {
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post
}

fn intersect(idom: &[usize], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a];
        }
        while rpo[b] > rpo[a] {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::Dominators;

    #[test]
    fn diamond_loop_and_unreachable_node() {
        // 0 -> 1 -> {2, 3} -> 4 -> 1 (back edge), 4 -> 5; node 6 is unreachable
        // and branches into the diamond.
        let succs: Vec<Vec<usize>> = vec![
            vec![1],
            vec![2, 3],
            vec![4],
            vec![4],
            vec![1, 5],
            vec![],
            vec![3],
        ];
        let dom = Dominators::compute(&succs);
        let idoms: Vec<Option<usize>> = (0..7).map(|b| dom.idom(b)).collect();
        assert_eq!(
            idoms,
            [None, Some(0), Some(1), Some(1), Some(1), Some(4), None]
        );
        assert!(dom.dominates(1, 5) && dom.dominates(4, 4));
        assert!(!dom.dominates(2, 4) && !dom.dominates(0, 6));
        assert!(!dom.is_reachable(6));
    }

    #[test]
    fn empty_and_single_node_graphs() {
        let none: [Vec<usize>; 0] = [];
        assert!(Dominators::compute(&none).idom.is_empty());
        let dom = Dominators::compute(&[Vec::<usize>::new()]);
        assert_eq!(dom.idom(0), None);
        assert!(dom.dominates(0, 0));
    }
}
