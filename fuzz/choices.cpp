#include "fuzz/choices.h"

#include <sstream>

namespace rxv::fuzz {

uint64_t ChoiceSource::draw(uint64_t n) {
  if (n <= 1) return 0;
  bool exhausted = false;
  uint64_t v = next(n, &exhausted);
  if (exhausted) {
    ++exhausted_;
    v = 0;
  }
  if (v >= n) v %= n;
  recorded_.push_back(v);
  return v;
}

uint64_t RandomChoices::next(uint64_t n, bool*) {
  return std::uniform_int_distribution<uint64_t>(0, n - 1)(rng_);
}

uint64_t ReplayChoices::next(uint64_t n, bool* exhausted) {
  if (pos_ >= seq_.size()) {
    *exhausted = true;
    return 0;
  }
  return seq_[pos_++] % n;
}

uint64_t ByteChoices::next(uint64_t n, bool* exhausted) {
  if (pos_ >= size_) {
    *exhausted = true;
    return 0;
  }
  uint64_t v = 0;
  int shift = 0;
  for (uint64_t range = n - 1; range != 0 && pos_ < size_; range >>= 8, shift += 8)
    v |= uint64_t(data_[pos_++]) << shift;
  return v % n;
}

std::string format_choices(const std::vector<uint64_t>& seq) {
  std::string out;
  for (size_t i = 0; i < seq.size(); ++i) {
    if (i) out += ' ';
    out += std::to_string(seq[i]);
  }
  return out;
}

std::vector<uint64_t> parse_choices(const std::string& text) {
  std::vector<uint64_t> seq;
  std::istringstream in(text);
  uint64_t v;
  while (in >> v) seq.push_back(v);
  return seq;
}

} // namespace rxv::fuzz
