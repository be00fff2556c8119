#pragma once
/// A finding's signature: what makes two findings the same problem. The harness keeps it while
/// shrinking (a smaller program must fail the same way), writes it into each finding's report.txt
/// (`signature:`), and `rxv merge` (fuzz/campaign_merge.h) keeps one finding per signature.
/// It is the finding's kind (`pass:NAME`, `invalid`, `hang`, `backend:...`), its stage (the
/// oracle step that failed) and, for oracles that classify their failures (a TVM error folded
/// to its class, tools/backend_panel.h), that class.
#include <regex>
#include <string>
#include <string_view>

namespace rxv::fuzz {

/// "kind/stage", or "kind/stage: class" when the class is not empty.
inline std::string finding_signature(std::string_view kind, std::string_view stage,
                                     std::string_view cls = {}) {
  std::string s;
  s.reserve(kind.size() + stage.size() + cls.size() + 3);
  s.append(kind).append("/").append(stage);
  if (!cls.empty()) s.append(": ").append(cls);
  return s;
}

/// An error message folded into a class: variable names (v12, lv3, gv0) to `v`, numbers to `N`,
/// at most 100 characters, so that one bug's findings share it.
inline std::string fold_error_text(std::string error) {
  static const std::regex names(R"(\b(v|lv|gv)[0-9]+\b)"), numbers("[0-9]+");
  error = std::regex_replace(error, names, "v");
  error = std::regex_replace(error, numbers, "N");
  if (error.size() > 100) error.resize(100);
  return error;
}

} // namespace rxv::fuzz
