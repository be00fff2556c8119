#include "semantics/value/tensor.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <type_traits>

namespace rxv::sem {

float half_to_float(Half h) {
  uint32_t sign = uint32_t(h.bits & 0x8000) << 16;
  uint32_t exp = (h.bits >> 10) & 0x1f;
  uint32_t man = h.bits & 0x3ff;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (man << 13); // inf or NaN (payload kept)
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (man << 13); // normal: rebias 15 -> 127
  } else if (man == 0) {
    bits = sign; // signed zero
  } else {
    // Subnormal half: value = man * 2^-24; normalize it into a float.
    int shift = 0;
    while (!(man & 0x400)) {
      man <<= 1;
      ++shift;
    }
    man &= 0x3ff;
    bits = sign | (uint32_t(113 - shift) << 23) | (man << 13);
  }
  return std::bit_cast<float>(bits);
}

Half float_to_half(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  uint32_t exp = (x >> 23) & 0xff;
  uint32_t man = x & 0x7fffff;
  if (exp == 0xff) { // inf or NaN: keep NaN a (quiet) NaN
    return Half{uint16_t(sign | 0x7c00 | (man ? (0x200 | (man >> 13)) : 0))};
  }
  int e = int(exp) - 127 + 15;
  if (e >= 0x1f) return Half{uint16_t(sign | 0x7c00)}; // overflow to infinity
  if (e <= 0) {
    // Subnormal or zero in half: shift the (implicit-1) mantissa, round to nearest even.
    if (e < -10) return Half{sign};
    man |= 0x800000;
    int shift = 14 - e;
    uint32_t half_man = man >> shift;
    uint32_t rem = man & ((1u << shift) - 1), halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half_man & 1))) ++half_man;
    return Half{uint16_t(sign | half_man)};
  }
  uint32_t half = (uint32_t(e) << 10) | (man >> 13);
  uint32_t rem = man & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1))) ++half; // may carry into the exponent: ok
  return Half{uint16_t(sign | half)};
}

bool is_tensor_dtype(DataType t) {
  if (t.lanes != 1) return false;
  switch (t.code) {
  case DataType::Code::kInt: return t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64;
  case DataType::Code::kUInt:
    return t.bits == 1 || t.bits == 8 || t.bits == 16 || t.bits == 32 || t.bits == 64;
  case DataType::Code::kFloat: return t.bits == 16 || t.bits == 32 || t.bits == 64;
  default: return false;
  }
}

int64_t Tensor::num_elements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

int64_t Tensor::elem_bytes() const { return dtype.is_bool() ? 1 : dtype.bits / 8; }

Tensor Tensor::zeros(DataType dtype, std::vector<int64_t> shape) {
  RXV_ASSERT(is_tensor_dtype(dtype)) << "Tensor of dtype bits " << dtype.bits;
  Tensor t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.data = std::make_shared<std::vector<std::byte>>(size_t(t.num_elements() * t.elem_bytes()));
  return t;
}

int64_t Tensor::get_int(int64_t i) const {
  return dispatch_dtype(dtype, [&](auto tag) -> int64_t {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, Half>)
      return int64_t(half_to_float(ptr<Half>()[i]));
    else if constexpr (std::is_floating_point_v<T>)
      return int64_t(ptr<T>()[i]);
    else
      return int64_t(ptr<T>()[i]);
  });
}

double Tensor::get_float(int64_t i) const {
  return dispatch_dtype(dtype, [&](auto tag) -> double {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, Half>)
      return half_to_float(ptr<Half>()[i]);
    else
      return double(ptr<T>()[i]);
  });
}

void Tensor::set_int(int64_t i, int64_t v) const {
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, Half>)
      ptr<Half>()[i] = float_to_half(float(v));
    else if (dtype.is_bool())
      ptr<T>()[i] = T(v != 0);
    else
      ptr<T>()[i] = T(v);
  });
}

void Tensor::set_float(int64_t i, double v) const {
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, Half>)
      ptr<Half>()[i] = float_to_half(float(v));
    else if constexpr (std::is_floating_point_v<T>)
      ptr<T>()[i] = T(v);
    else if (dtype.is_bool())
      ptr<T>()[i] = T(v != 0);
    else
      ptr<T>()[i] = std::isfinite(v) ? T(int64_t(v)) : T(0); // C++ UB for inf/NaN: pin to 0
  });
}

Tensor Tensor::clone() const {
  Tensor t = *this;
  t.offset = 0;
  t.data = std::make_shared<std::vector<std::byte>>(bytes(), bytes() + num_bytes());
  if (const uint8_t* u = undef_flags())
    t.undef = std::make_shared<std::vector<uint8_t>>(u, u + num_bytes());
  return t;
}

bool Tensor::bitwise_equal(const Tensor& o) const {
  return dtype == o.dtype && shape == o.shape &&
         std::equal(bytes(), bytes() + num_bytes(), o.bytes());
}

int64_t Tensor::first_undefined() const {
  const uint8_t* u = undef_flags();
  if (!u) return -1;
  int64_t n = num_bytes();
  const uint8_t* hit = std::find(u, u + n, uint8_t{1});
  return hit == u + n ? -1 : (hit - u) / elem_bytes();
}

void Tensor::mark_defined() const {
  if (uint8_t* u = undef_flags()) std::fill(u, u + num_bytes(), uint8_t{0});
}

std::string format_shape(const std::vector<int64_t>& shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(shape[i]);
  }
  if (shape.size() == 1) out += ",";
  return out + ")";
}

} // namespace rxv::sem
