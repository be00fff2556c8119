#pragma once
/// A subcommand of `rxv` as plain data: its name, its options and what it runs. Each command file
/// (cmd_<name>.cpp) describes its command with these; tools/cli_app.cpp, the one file that includes
/// CLI11, turns the descriptions into CLI11's app, so parsing, --help and usage errors are
/// CLI11's own. (CLI11 compiles ~100 KB of code into every file that includes it: 4 CPU-s each at
/// -O2; bench/RESULTS.md, "Clean build on 2 cores".)
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace rxv::tools {

/// Where an option's value goes. CLI11 parses by this type and names it in --help (TEXT, INT,
/// UINT, FLOAT) and in its errors. An option whose target is a `bool*` is a flag.
using OptionTarget = std::variant<bool*, int*, unsigned*, int64_t*, uint64_t*, double*,
                                  std::string*, std::vector<std::string>*>;

/// A check CLI11 makes on a value: its validators of the same names.
enum class OptionCheck {
  kNone,
  kOneOf,             ///< CLI::IsMember(one_of)
  kRange,             ///< CLI::Range(min, max), in the target's type
  kPositiveNumber,    ///< CLI::PositiveNumber
  kNonNegativeNumber, ///< CLI::NonNegativeNumber
  kExistingDirectory, ///< CLI::ExistingDirectory
};

/// One option, flag or positional argument (a name without a leading '-'), as CLI11's
/// `add_option`/`add_flag` and the Option modifiers of the same names take it.
struct OptionSpec {
  OptionSpec(std::string names_, OptionTarget target_, std::string description_)
      : names(std::move(names_)), target(target_), description(std::move(description_)) {}

  std::string names; ///< "--count", "-j,--jobs" or "FILE"
  OptionTarget target;
  std::string description;
  bool is_required = false;
  bool shows_default = false; ///< --help shows the value before parsing ("[0.001]")
  OptionCheck check = OptionCheck::kNone;
  std::vector<std::string> one_of;        ///< kOneOf
  int64_t min = 0, max = 0;               ///< kRange
  int expected_min = 0, expected_max = 0; ///< how many values when expected_max != 0
  std::string excluded;                   ///< an earlier option that cannot come with this
  /// A repeatable option (a vector) that takes one value each time it is given, not the
  /// arguments after it (CLI11's allow_extra_args(false)).
  bool one_value_each = false;
  size_t* given = nullptr; ///< set to how often it was given, before `run`

  OptionSpec& required() { return is_required = true, *this; }
  OptionSpec& show_default() { return shows_default = true, *this; }
  OptionSpec& check_one_of(std::vector<std::string> values) {
    check = OptionCheck::kOneOf;
    one_of = std::move(values);
    return *this;
  }
  OptionSpec& check_range(int64_t lo, int64_t hi) {
    check = OptionCheck::kRange;
    min = lo;
    max = hi;
    return *this;
  }
  OptionSpec& check_positive() { return check = OptionCheck::kPositiveNumber, *this; }
  OptionSpec& check_non_negative() { return check = OptionCheck::kNonNegativeNumber, *this; }
  OptionSpec& check_existing_directory() { return check = OptionCheck::kExistingDirectory, *this; }
  /// `max` -1: any number of values.
  OptionSpec& expected(int lo, int hi) {
    expected_min = lo;
    expected_max = hi;
    return *this;
  }
  OptionSpec& excludes(std::string other) { return excluded = std::move(other), *this; }
  OptionSpec& repeatable_one_value() { return one_value_each = true, *this; }
  OptionSpec& count_into(size_t* count) { return given = count, *this; }
};

/// A subcommand: `run` is called after its options parsed and returns the exit code
/// (exit_codes.h); its --json payload goes through CommandOutput::cli().result() (json_output.h).
struct CommandSpec {
  CommandSpec(std::string name_, std::string description_)
      : name(std::move(name_)), description(std::move(description_)) {}

  std::string name;
  std::string description;
  std::vector<OptionSpec> options; ///< in the order --help lists them
  std::function<int()> run;

  /// Adds an option (or a positional argument); the reference is valid until the next add.
  OptionSpec& option(std::string names, OptionTarget target, std::string description) {
    return options.emplace_back(std::move(names), target, std::move(description));
  }
  /// Adds a flag: true when given.
  OptionSpec& flag(std::string names, bool* target, std::string description) {
    return option(std::move(names), target, std::move(description));
  }
};

} // namespace rxv::tools
