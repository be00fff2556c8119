#pragma once
/// The one source of every random decision the generator makes (a "choice
/// sequence", as in Hypothesis): each decision is `draw(n)`, a number in [0,
/// n). Because nothing else is random, the same generator runs from a seeded
/// PRNG (the harness), from RapidCheck's generators (properties, with
/// RapidCheck's shrinking) and from libFuzzer's bytes, and a recorded sequence
/// replays the same program. Shrinking a sequence (smaller numbers, fewer of
/// them) shrinks the program: every generator decision is written so that 0 is
/// the simplest answer, and an exhausted source answers 0.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace rxv::fuzz {

class ChoiceSource {
public:
  virtual ~ChoiceSource() = default;
  /// A number in [0, n); 0 when n <= 1. Every call is one recorded choice.
  uint64_t draw(uint64_t n);
  /// True with probability about `percent`/100 (one choice; 0 = false).
  bool chance(int percent) { return draw(100) >= uint64_t(100 - percent); }
  /// An element of [lo, hi] (one choice; 0 = lo).
  int64_t range(int64_t lo, int64_t hi) { return lo + int64_t(draw(uint64_t(hi - lo + 1))); }
  /// The choices made so far, as drawn (for replay and shrinking).
  const std::vector<uint64_t>& recorded() const { return recorded_; }
  /// How many draws found the source exhausted (answered 0 without consulting
  /// it).
  size_t exhausted_draws() const { return exhausted_; }

protected:
  /// The raw decision; `n >= 2`. Sets `*exhausted` when the source had nothing
  /// left.
  virtual uint64_t next(uint64_t n, bool* exhausted) = 0;

private:
  std::vector<uint64_t> recorded_;
  size_t exhausted_ = 0;
};

/// A seeded PRNG (std::mt19937_64): the harness's source. Deterministic per
/// seed.
class RandomChoices : public ChoiceSource {
public:
  explicit RandomChoices(uint64_t seed) : rng_(seed) {}

protected:
  uint64_t next(uint64_t n, bool* exhausted) override;

private:
  std::mt19937_64 rng_;
};

/// Replays a recorded sequence; past its end (or where a value is out of range)
/// answers 0 or the value modulo n, so that any sequence is a valid one (what
/// sequence shrinking relies on).
class ReplayChoices : public ChoiceSource {
public:
  explicit ReplayChoices(std::vector<uint64_t> seq) : seq_(std::move(seq)) {}

protected:
  uint64_t next(uint64_t n, bool* exhausted) override;

private:
  std::vector<uint64_t> seq_;
  size_t pos_ = 0;
};

/// Reads decisions from a byte string (libFuzzer's input): each draw consumes
/// as many bytes as `n` needs (1 for n <= 256, ...), little-endian, modulo n.
/// Exhausted bytes answer 0.
class ByteChoices : public ChoiceSource {
public:
  ByteChoices(const uint8_t* data, size_t size) : data_(data), size_(size) {}

protected:
  uint64_t next(uint64_t n, bool* exhausted) override;

private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

/// "3 0 17 ..." and back, for the seed file written next to a finding.
std::string format_choices(const std::vector<uint64_t>& seq);
std::vector<uint64_t> parse_choices(const std::string& text);

} // namespace rxv::fuzz
