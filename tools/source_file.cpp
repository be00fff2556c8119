#include "tools/source_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>

namespace rxv::tools {

std::optional<std::string> load_source(const std::string& path, sem::DiagnosticSink& sink) {
  std::istream* in = &std::cin;
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) {
      sink.error({}, fmt::format("cannot open file: {}", std::strerror(errno)));
      return std::nullopt;
    }
    in = &file;
  }
  std::string text;
  // A file's size is known: one allocation instead of a doubling string, whose freed copies (up to
  // half the file) would also raise glibc's mmap threshold, so that the reader's large blocks
  // stayed in the heap after it frees them (rxv print's peak: bench/RESULTS.md, "rxv without
  // libHalide").
  if (path != "-") {
    std::error_code ec;
    auto size = std::filesystem::file_size(path, ec);
    if (!ec && size <= kMaxInputBytes) text.reserve(size_t(size));
  }
  char buf[1 << 16];
  while (in->read(buf, sizeof buf) || in->gcount() > 0) {
    text.append(buf, size_t(in->gcount()));
    if (text.size() > kMaxInputBytes) {
      sink.error({}, fmt::format("input is larger than the limit of {} MiB", kMaxInputBytes >> 20));
      return std::nullopt;
    }
  }
  if (in->bad()) {
    sink.error({}, "read error");
    return std::nullopt;
  }
  return text;
}

} // namespace rxv::tools
