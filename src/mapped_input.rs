//! Input text held as the tools read it: in memory, or, for a large regular
//! file, mapped from the file read-only, as LLVM's `MemoryBuffer` maps the
//! files it opens (<https://llvm.org/doxygen/classllvm_1_1MemoryBuffer.html>).
//!
//! A mapped input costs no copy, and the part the parser has gone past can
//! be let go ([`SourceText::release_before`]): its pages leave the process
//! and come back from the file, unchanged, should a diagnostic show one of
//! its lines. The peak memory of a run then holds the parsed IR and only a
//! window of its text instead of both whole (`madvise(MADV_DONTNEED)`,
//! <https://man7.org/linux/man-pages/man2/madvise.2.html>). As with LLVM, the
//! file must not change while the tool runs.

use std::fs::File;
use std::ops::Deref;

/// Files smaller than this are read into memory: mapping pays off for large
/// inputs only.
#[cfg(unix)]
const MAP_THRESHOLD: u64 = 1 << 20;

/// How much text before the parser's position stays in memory when the rest
/// is let go (names and ops the parser still refers to are that recent), and
/// how far the parser moves between two releases.
const RELEASE_WINDOW: usize = 2 << 20;

/// Text is let go in whole units of this size, aligned: a file cached in huge
/// pages (tmpfs) is mapped a huge page at a time, and letting part of one go
/// would be undone by the next read of the rest of it.
const RELEASE_UNIT: usize = 2 << 20;

/// The bytes of an input.
#[derive(Debug)]
pub enum SourceText {
    /// Read into memory.
    Owned(Vec<u8>),
    /// Mapped from a file.
    Mapped(MappedFile),
}

impl Deref for SourceText {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            SourceText::Owned(bytes) => bytes,
            SourceText::Mapped(map) => map.bytes(),
        }
    }
}

impl From<Vec<u8>> for SourceText {
    fn from(bytes: Vec<u8>) -> Self {
        SourceText::Owned(bytes)
    }
}

impl SourceText {
    /// The contents of `file` from its current position to its end: mapped
    /// when it is a regular file of at least [`MAP_THRESHOLD`] bytes read from
    /// its start, read otherwise.
    pub fn read(file: &mut File) -> std::io::Result<Self> {
        #[cfg(unix)]
        if let Some(map) = MappedFile::map(file)? {
            return Ok(SourceText::Mapped(map));
        }
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(file, &mut bytes)?;
        Ok(SourceText::Owned(bytes))
    }

    /// The text before `offset`, less a window of [`RELEASE_WINDOW`] bytes,
    /// is no longer needed in memory: a mapped input lets its pages go (they
    /// are read again from the file if used). Cheap to call often: it acts
    /// once the position moved [`RELEASE_WINDOW`] bytes past the last release.
    pub fn release_before(&self, offset: usize) {
        if let SourceText::Mapped(map) = self {
            map.release_before(offset);
        }
    }

    /// [`SourceText::release_before`] for a second reader of the text, which
    /// started at `from` (another thread parsing the rest of a block): lets
    /// the whole units between `from` and `offset`, less the window, go,
    /// leaving the text before `from` alone. Returns where the next call
    /// starts: `from` when nothing was let go.
    pub fn release_between(&self, from: usize, offset: usize) -> usize {
        match self {
            SourceText::Mapped(map) => map.release_between(from, offset),
            SourceText::Owned(_) => from,
        }
    }

    /// None of the text is needed in memory for now (parsing is over): a
    /// mapped input lets all its pages go; they are read again from the file
    /// if a diagnostic shows a line.
    pub fn release_all(&self) {
        if let SourceText::Mapped(map) = self {
            map.release(0, map.len);
        }
    }
}

/// A read-only private mapping of a whole file.
#[derive(Debug)]
pub struct MappedFile {
    ptr: *const u8,
    len: usize,
    /// Bytes before this offset were already let go.
    released: std::sync::atomic::AtomicUsize,
}

// SAFETY: the mapping is read-only and owned by this value; reading it from
// several threads is reading immutable memory.
unsafe impl Send for MappedFile {}
unsafe impl Sync for MappedFile {}

impl MappedFile {
    /// Maps `file` when it is a regular file of at least [`MAP_THRESHOLD`]
    /// bytes positioned at its start; `None` otherwise (and when the system
    /// refuses the mapping).
    #[cfg(unix)]
    fn map(file: &mut File) -> std::io::Result<Option<Self>> {
        use std::io::Seek;
        use std::os::fd::AsRawFd;
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() < MAP_THRESHOLD || usize::try_from(meta.len()).is_err() {
            return Ok(None);
        }
        // A file read from the middle (standard input a shell has read from)
        // is read, not mapped.
        if file.stream_position().ok() != Some(0) {
            return Ok(None);
        }
        let len = meta.len() as usize;
        // SAFETY: a fresh private read-only mapping of an open file; nothing
        // else refers to the address range.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Ok(None);
        }
        Ok(Some(MappedFile {
            ptr: ptr as *const u8,
            len,
            released: std::sync::atomic::AtomicUsize::new(0),
        }))
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` maps `len` readable bytes for as long as `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    fn release_before(&self, offset: usize) {
        use std::sync::atomic::Ordering;
        let released = self.released.load(Ordering::Relaxed);
        let keep_from = offset.min(self.len).saturating_sub(RELEASE_WINDOW);
        let end = keep_from / RELEASE_UNIT * RELEASE_UNIT;
        if end <= released {
            return;
        }
        // From the start again: pages let go before and read once more since
        // (a name or location looked up far behind) go again too.
        self.release(0, end);
    }

    fn release_between(&self, from: usize, offset: usize) -> usize {
        let start = from.div_ceil(RELEASE_UNIT) * RELEASE_UNIT;
        let keep_from = offset.min(self.len).saturating_sub(RELEASE_WINDOW);
        let end = keep_from / RELEASE_UNIT * RELEASE_UNIT;
        if end <= start {
            return from;
        }
        self.advise_dont_need(start, end);
        end
    }

    /// Lets the pages of bytes `start..end` go (`end` rounded up to a page),
    /// and remembers that the text before `end` went.
    fn release(&self, start: usize, end: usize) {
        use std::sync::atomic::Ordering;
        if let Some(end) = self.advise_dont_need(start, end) {
            self.released.store(end, Ordering::Relaxed);
        }
    }

    /// `madvise(MADV_DONTNEED)` over the pages of `start..end` (`start`
    /// rounded down and `end` up to a page); the end of what went, if any.
    fn advise_dont_need(&self, start: usize, end: usize) -> Option<usize> {
        let page = page_size();
        let start = start / page * page;
        let end = end.min(self.len).div_ceil(page) * page;
        if end <= start {
            return None;
        }
        #[cfg(unix)]
        // SAFETY: the range lies within the mapping, which is read-only and
        // backed by the file: the pages read back the same bytes if used
        // again, so no reference into the mapping is invalidated.
        unsafe {
            libc::madvise(
                self.ptr.add(start) as *mut libc::c_void,
                end - start,
                libc::MADV_DONTNEED,
            );
        }
        Some(end)
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        #[cfg(unix)]
        // SAFETY: unmaps the mapping this value owns; no borrow of it outlives
        // `self`.
        unsafe {
            libc::munmap(self.ptr as *mut libc::c_void, self.len);
        }
    }
}

pub(crate) fn page_size() -> usize {
    #[cfg(unix)]
    // SAFETY: `sysconf` has no memory effects.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    #[cfg(not(unix))]
    let size = 4096;
    usize::try_from(size).unwrap_or(4096).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn large_files_are_mapped_and_read_back_after_release() {
        let path = std::env::temp_dir().join(format!("mapped-input-{}", std::process::id()));
        let text: Vec<u8> = (0..3_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
        std::fs::File::create(&path)
            .and_then(|mut f| f.write_all(&text))
            .unwrap();
        let mut file = File::open(&path).unwrap();
        let input = SourceText::read(&mut file).unwrap();
        #[cfg(unix)]
        assert!(matches!(input, SourceText::Mapped(_)));
        assert_eq!(&*input, &text[..]);
        // A second reader from byte 100 lets go of whole units only, past
        // the window behind it.
        assert_eq!(input.release_between(100, 1000), 100);
        assert_eq!(input.release_between(100, text.len()), 100);
        let big = RELEASE_WINDOW + 4 * RELEASE_UNIT + 100;
        let mut text = text;
        text.resize(big, b'z');
        std::fs::write(&path, &text).unwrap();
        let input = SourceText::read(&mut File::open(&path).unwrap()).unwrap();
        let end = 4 * RELEASE_UNIT;
        assert_eq!(input.release_between(100, big), end);
        assert_eq!(input.release_between(end, big), end);
        input.release_before(text.len());
        // The released pages come back from the file.
        assert_eq!(&*input, &text[..]);
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn small_files_and_files_read_from_the_middle_are_read() {
        let path = std::env::temp_dir().join(format!("read-input-{}", std::process::id()));
        let text = vec![b'x'; 2_000_000];
        std::fs::write(&path, &text).unwrap();
        let mut file = File::open(&path).unwrap();
        std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(10)).unwrap();
        let input = SourceText::read(&mut file).unwrap();
        assert!(matches!(input, SourceText::Owned(_)));
        assert_eq!(input.len(), text.len() - 10);
        std::fs::write(&path, b"small").unwrap();
        let input = SourceText::read(&mut File::open(&path).unwrap()).unwrap();
        assert!(matches!(input, SourceText::Owned(_)));
        assert_eq!(&*input, b"small");
        std::fs::remove_file(&path).unwrap();
    }
}
