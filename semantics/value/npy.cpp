#include "semantics/value/npy.h"

#include <fmt/format.h>

#include <cctype>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>

namespace rxv::sem {
namespace {

constexpr std::string_view kMagic = "\x93NUMPY";
constexpr int kMaxNdim = 32;

Diagnostic npy_error(std::string msg) {
  return Diagnostic{Severity::kError, "", SourceLoc{}, "npy: " + std::move(msg)};
}

/// The numpy `descr` for a dtype ("<f4", "|b1", ...).
std::string descr_of(DataType t) {
  if (t.is_bool()) return "|b1";
  char kind = t.is_float() ? 'f' : t.is_uint() ? 'u' : 'i';
  int bytes = t.bits / 8;
  return fmt::format("{}{}{}", bytes == 1 ? '|' : '<', kind, bytes);
}

std::optional<DataType> dtype_of(std::string_view d) {
  if (d.size() < 3) return std::nullopt;
  char order = d[0], kind = d[1];
  std::string_view size = d.substr(2);
  if (order != '<' && order != '|' && order != '=') return std::nullopt;
  if (size.size() != 1 || !std::isdigit(static_cast<unsigned char>(size[0]))) return std::nullopt;
  int bytes = size[0] - '0';
  if (bytes > 1 && order == '|') return std::nullopt;
  DataType t;
  if (kind == 'b' && bytes == 1)
    t = DataType::Bool();
  else if (kind == 'i')
    t = DataType::Int(bytes * 8);
  else if (kind == 'u')
    t = DataType::UInt(bytes * 8);
  else if (kind == 'f')
    t = DataType::Float(bytes * 8);
  else
    return std::nullopt;
  if (!is_tensor_dtype(t)) return std::nullopt;
  return t;
}

/// The value of `key` in the header dict: the text after "'key':" up to the next top-level ','.
std::optional<std::string> dict_value(std::string_view header, std::string_view key) {
  std::string pat = fmt::format("'{}'", key);
  size_t at = header.find(pat);
  if (at == std::string_view::npos) return std::nullopt;
  at = header.find(':', at + pat.size());
  if (at == std::string_view::npos) return std::nullopt;
  ++at;
  int paren = 0;
  size_t end = at;
  for (; end < header.size(); ++end) {
    char c = header[end];
    if (c == '(') ++paren;
    if (c == ')') --paren;
    if ((c == ',' && paren == 0) || c == '}') break;
  }
  std::string v(header.substr(at, end - at));
  size_t b = v.find_first_not_of(" \t"), e = v.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : v.substr(b, e - b + 1);
}

} // namespace

Expected<Tensor> parse_npy(std::string_view bytes, int64_t max_bytes) {
  if (bytes.size() < 10 || bytes.substr(0, 6) != kMagic)
    return Expected<Tensor>::failure(npy_error("not a .npy file (bad magic)"));
  int major = static_cast<unsigned char>(bytes[6]);
  size_t header_len, offset;
  if (major == 1) {
    header_len =
        static_cast<unsigned char>(bytes[8]) | (size_t(static_cast<unsigned char>(bytes[9])) << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) return Expected<Tensor>::failure(npy_error("truncated header"));
    header_len = 0;
    for (int i = 0; i < 4; ++i)
      header_len |= size_t(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
    offset = 12;
  } else {
    return Expected<Tensor>::failure(
        npy_error(fmt::format("unsupported format version {}", major)));
  }
  if (bytes.size() < offset + header_len)
    return Expected<Tensor>::failure(npy_error("truncated header"));
  std::string_view header = bytes.substr(offset, header_len);
  auto descr = dict_value(header, "descr");
  auto fortran = dict_value(header, "fortran_order");
  auto shape_text = dict_value(header, "shape");
  if (!descr || !fortran || !shape_text)
    return Expected<Tensor>::failure(npy_error("header lacks descr, fortran_order or shape"));
  if (*fortran != "False")
    return Expected<Tensor>::failure(npy_error("Fortran-order arrays are not supported"));
  std::string d = *descr;
  if (d.size() < 2 || (d.front() != '\'' && d.front() != '"'))
    return Expected<Tensor>::failure(npy_error("bad descr"));
  d = d.substr(1, d.size() - 2);
  auto dtype = dtype_of(d);
  if (!dtype)
    return Expected<Tensor>::failure(npy_error(
        fmt::format("unsupported dtype '{}' (little-endian bool, int, uint, float only)", d)));
  // shape: "(2, 3)", "(4,)", "()".
  std::string s = *shape_text;
  if (s.size() < 2 || s.front() != '(' || s.back() != ')')
    return Expected<Tensor>::failure(npy_error("bad shape"));
  std::vector<int64_t> shape;
  __int128 count = 1;
  std::istringstream in(s.substr(1, s.size() - 2));
  std::string item;
  while (std::getline(in, item, ',')) {
    size_t b = item.find_first_not_of(" "), e = item.find_last_not_of(" L");
    if (b == std::string::npos) continue; // the empty item after a trailing comma
    std::string num = item.substr(b, e - b + 1);
    if (num.empty() || num.size() > 18 || num.find_first_not_of("0123456789") != std::string::npos)
      return Expected<Tensor>::failure(npy_error(fmt::format("bad dimension '{}'", num)));
    shape.push_back(std::stoll(num));
    count *= shape.back();
    if (shape.size() > kMaxNdim) return Expected<Tensor>::failure(npy_error("too many dimensions"));
    if (count * (dtype->is_bool() ? 1 : dtype->bits / 8) > max_bytes)
      return Expected<Tensor>::failure(
          npy_error(fmt::format("array larger than the limit of {} bytes", max_bytes)));
  }
  Tensor t = Tensor::zeros(*dtype, shape);
  size_t need = size_t(t.num_elements() * t.elem_bytes());
  std::string_view data = bytes.substr(offset + header_len);
  if (data.size() < need)
    return Expected<Tensor>::failure(
        npy_error(fmt::format("truncated data: {} bytes, {} expected", data.size(), need)));
  if (need) std::memcpy(t.data->data(), data.data(), need); // little-endian host (x86-64, aarch64)
  if (dtype->is_bool())
    for (int64_t i = 0; i < t.num_elements(); ++i) t.ptr<uint8_t>()[i] = t.ptr<uint8_t>()[i] != 0;
  return t;
}

std::string format_npy(const Tensor& t) {
  std::string shape;
  for (int64_t d : t.shape) shape += fmt::format("{}, ", d);
  if (t.shape.size() > 1)
    shape.resize(shape.size() - 2);
  else if (t.shape.size() == 1)
    shape.pop_back();
  std::string header = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({}), }}",
                                   descr_of(t.dtype), shape);
  // Pad so that magic + version + length + header is a multiple of 64, ending in '\n'.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out(kMagic);
  out += '\x01';
  out += '\x00';
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  out.append(reinterpret_cast<const char*>(t.bytes()), size_t(t.num_elements() * t.elem_bytes()));
  return out;
}

Expected<Tensor> read_npy_file(const std::string& path, int64_t max_bytes) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return Expected<Tensor>::failure(npy_error(fmt::format("cannot open '{}'", path)));
  f.seekg(0, std::ios::end);
  std::streamoff size = f.tellg();
  if (size < 0 || size > max_bytes + (int64_t{1} << 20))
    return Expected<Tensor>::failure(npy_error(fmt::format("'{}' is larger than the limit", path)));
  f.seekg(0);
  std::string bytes(size_t(size), '\0');
  f.read(bytes.data(), size);
  auto t = parse_npy(bytes, max_bytes);
  if (!t) {
    auto errs = t.errors();
    for (auto& e : errs) e.message = fmt::format("{}: {}", path, e.message);
    return errs;
  }
  return t;
}

std::string write_npy_file(const std::string& path, const Tensor& t) {
  std::ofstream f(path, std::ios::binary);
  std::string bytes = format_npy(t);
  if (!f || !f.write(bytes.data(), std::streamsize(bytes.size())))
    return fmt::format("cannot write '{}'", path);
  return "";
}

} // namespace rxv::sem
