#pragma once
/// A ChoiceSource backed by RapidCheck: each draw is `*rc::gen::inRange(0, n)`,
/// so inside an `rc::check` property the generator's decisions are
/// RapidCheck's, and RapidCheck shrinks them (toward 0, the simplest answer of
/// every decision). Header-only: only RapidCheck users include it.
#include <rapidcheck.h>

#include "fuzz/choices.h"

namespace rxv::fuzz {

class RcChoices : public ChoiceSource {
public:
  /// At most `budget` draws come from RapidCheck; later ones answer 0 (bounds
  /// program size).
  explicit RcChoices(size_t budget = 4096) : budget_(budget) {}

protected:
  uint64_t next(uint64_t n, bool* exhausted) override {
    if (used_ >= budget_) {
      *exhausted = true;
      return 0;
    }
    ++used_;
    // Full size always: RapidCheck scales inRange by its size parameter, which
    // would bias every decision (chance() included) toward 0 in the early runs.
    // Shrinking still goes toward 0.
    return *rc::gen::resize(100, rc::gen::inRange<uint64_t>(0, n));
  }

private:
  size_t budget_;
  size_t used_ = 0;
};

} // namespace rxv::fuzz
