#include "semantics/value/refinement.h"

#include <fmt/format.h>

#include <algorithm>

namespace rxv::sem {

RunOutcome RunOutcome::returned(Value v, std::optional<EffectTrace> effects) {
  return RunOutcome{std::move(v), "", std::move(effects)};
}

RunOutcome RunOutcome::erred(std::string error, std::optional<EffectTrace> effects) {
  return RunOutcome{std::nullopt, std::move(error), std::move(effects)};
}

RunOutcome RunOutcome::of(const EvalOr<Value>& r, std::optional<EffectTrace> effects) {
  return r.ok() ? returned(r.value(), std::move(effects))
                : erred(r.error().to_string(), std::move(effects));
}

namespace {

/// The same effect, a print's values compared under `tol` (the same format, each value within
/// it), so that a print of a value computed another way does not differ by a rounding step.
bool same_effect(const Effect& a, const Effect& b, const Tolerance& tol) {
  if (a == b) return true;
  if (a.kind != b.kind || a.format != b.format || a.values.empty() ||
      a.values.size() != b.values.size())
    return false;
  for (size_t i = 0; i < a.values.size(); ++i)
    if (compare_values(a.values[i], b.values[i], tol)) return false;
  return true;
}

} // namespace

Refinement check_refinement(const RunOutcome& reference, const RunOutcome& candidate,
                            const Tolerance& tol) {
  Refinement r;
  if (!reference.ok()) {
    r.verdict = RefinementVerdict::kReferenceErrs;
    return r;
  }
  r.verdict = RefinementVerdict::kDiffers;
  if (!candidate.ok()) {
    r.divergence = Divergence::kCandidateErrs;
    return r;
  }
  if ((r.difference = compare_values(*reference.value, *candidate.value, tol))) {
    r.divergence = Divergence::kValue;
    return r;
  }
  if (reference.effects && candidate.effects) {
    const EffectTrace &a = *reference.effects, &b = *candidate.effects;
    auto same = [&](const Effect& x, const Effect& y) { return same_effect(x, y, tol); };
    size_t i =
        size_t(std::mismatch(a.begin(), a.end(), b.begin(), b.end(), same).first - a.begin());
    if (i < a.size() || a.size() != b.size()) {
      r.divergence = Divergence::kEffects;
      r.effect_index = i;
      return r;
    }
  }
  r.verdict = RefinementVerdict::kRefines;
  return r;
}

namespace {

std::string effect_str(const EffectTrace& t, size_t i) {
  return i < t.size() ? fmt::format("{} \"{}\"", t[i].kind, t[i].text) : "nothing";
}

} // namespace

std::string Refinement::why(const RunOutcome& reference, const RunOutcome& candidate,
                            const std::string& ref_name, const std::string& got_name) const {
  switch (divergence) {
  case Divergence::kNone: return "";
  case Divergence::kCandidateErrs:
    return fmt::format("the {} errs where the {} returns: {}", got_name, ref_name, candidate.error);
  case Divergence::kValue: return difference->to_string(ref_name, got_name);
  case Divergence::kEffects:
    return fmt::format("effect traces differ ({} vs {} effects): effect {}: {} {}, {} {}",
                       reference.effects->size(), candidate.effects->size(), effect_index, ref_name,
                       effect_str(*reference.effects, effect_index), got_name,
                       effect_str(*candidate.effects, effect_index));
  }
  return "";
}

} // namespace rxv::sem
