#pragma once
/// Diagnostics: the channel for bad input (DESIGN.md, "Errors"). A reader or checker never throws
/// on bad input; it reports `Diagnostic`s to a sink and returns what it could build (or nothing).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace rxv::sem {

/// A position in a source file: 1-based line and column (0 means "unknown").
struct SourceLoc {
  uint32_t line = 0;
  uint32_t col = 0;
  bool known() const { return line != 0; }
  friend bool operator==(const SourceLoc&, const SourceLoc&) = default;
  /// Source order (line, then column).
  friend bool operator<(const SourceLoc& a, const SourceLoc& b) {
    return std::pair(a.line, a.col) < std::pair(b.line, b.col);
  }
};

enum class Severity { kError, kWarning, kNote };

/// One finding about the input. `rule` cites the spec (`WF-3`, `SI-2`, ...) or is empty for syntax
/// errors.
struct Diagnostic {
  Severity severity = Severity::kError;
  std::string rule;
  SourceLoc loc;
  std::string message;

  /// `file:line:col: error: RULE: message` (GCC style, so editors can jump to it).
  std::string format(const std::string& file) const;
};

/// Collects diagnostics; bounded so that pathological input cannot produce unbounded output.
class DiagnosticSink {
public:
  static constexpr size_t kMaxDiagnostics = 1000;

  void error(SourceLoc loc, std::string message, std::string rule = "");
  void warning(SourceLoc loc, std::string message, std::string rule = "");
  void add(Diagnostic d);

  bool has_errors() const { return num_errors_ > 0; }
  size_t num_errors() const { return num_errors_; }
  const std::vector<Diagnostic>& diagnostics() const { return diags_; }
  /// All diagnostics formatted, one per line.
  std::string format(const std::string& file) const;

private:
  std::vector<Diagnostic> diags_;
  size_t num_errors_ = 0;
};

/// Either a value or the diagnostics explaining why there is none.
template <class T> class Expected {
public:
  Expected(T value) : v_(std::move(value)) {}
  Expected(std::vector<Diagnostic> errors) : v_(std::move(errors)) {}
  static Expected failure(Diagnostic d) { return Expected(std::vector<Diagnostic>{std::move(d)}); }

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  const std::vector<Diagnostic>& errors() const { return std::get<1>(v_); }

private:
  std::variant<T, std::vector<Diagnostic>> v_;
};

} // namespace rxv::sem
