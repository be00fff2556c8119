#pragma once
/// NumPy .npy files (format versions 1.0-3.0) for tensors: `rxv run --input/--output`, the
/// fuzzer's saved inputs. Little-endian C-order arrays of bool, int8..64, uint8..64 and
/// float16/32/64; anything else (Fortran order, big-endian, object arrays, structured dtypes,
/// truncated data) is a clear error, never a crash.
#include <string>
#include <string_view>

#include "semantics/support/diagnostic.h"
#include "semantics/value/tensor.h"

namespace rxv::sem {

/// Parses the bytes of a .npy file. `max_bytes` bounds the tensor's size.
Expected<Tensor> parse_npy(std::string_view bytes, int64_t max_bytes = int64_t{1} << 30);
/// The bytes of a version 1.0 .npy file holding `t`.
std::string format_npy(const Tensor& t);

/// File wrappers: errors name the path.
Expected<Tensor> read_npy_file(const std::string& path, int64_t max_bytes = int64_t{1} << 30);
/// Returns an error message, or "" on success.
std::string write_npy_file(const std::string& path, const Tensor& t);

} // namespace rxv::sem
