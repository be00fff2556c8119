#pragma once
/// Process-wide settings of the C library's allocator, made once at the start of each of rxv's
/// executables (run_cli) and of the benchmarks that time what they do.
namespace rxv::tools {

/// glibc's malloc keeps freed small blocks in "fastbins" and merges them all with their
/// neighbours at the next large request (malloc_consolidate). An IR is millions of small nodes:
/// freeing a 100k-binding module queued them all, and the merge then visited each in an order
/// unrelated to memory, a cache miss apiece: a tenth of `rxv print` on such a module, and the
/// largest term by which it grew faster than its size (bench/RESULTS.md, issue 19 item 1).
/// Without fastbins a block is merged when freed, next to the neighbours freed just before it.
/// Elsewhere than glibc, nothing to do.
void tune_allocator();

} // namespace rxv::tools
