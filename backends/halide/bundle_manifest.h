#pragma once
/// The files that pass between the three steps of a bundle (bundle_writer.h): manifest.json,
/// written by the bundle writer and read by the runner (bundle_runner/) and by
/// `rxv bundle-check`; and results.jsonl, one line per case and target, written by the runner.
/// Neither Halide nor the interpreter is needed to read them: the runner compiles this file on
/// its own (with nlohmann_json, header-only).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rxv::halide {

/// A tensor file of a bundle: its dtype (Relax spelling), its Halide storage type (halide_type_t
/// code and bits: bool is stored as uint8) and its shape.
struct BundleBuffer {
  std::string file; ///< relative to the bundle (or results) directory
  std::string dtype;
  int type_code = 0, type_bits = 0;
  std::vector<int64_t> shape;
};

/// A compiled region: the function `function` in each target's library, taking the inputs'
/// buffers then the outputs' (and `function`_argv, the same as an array).
struct BundleRegion {
  int id = 0;
  std::string function;
  std::string structure; ///< Region::structure with the input signature
  std::string bindings;  ///< the region's bindings, printed, for reports
  /// Per target: "" when compiled, else why not (its cases are not run on that target).
  std::map<std::string, std::string> compile_errors;
};

/// A program run whose region calls became cases.
struct BundleProgram {
  int id = 0;
  std::string name;   ///< where it comes from ("fuzz seed 42", a corpus file and case)
  std::string source; ///< the checked, normalized module, printed (programs/<id>.py)
  std::string entry;
  /// The entry's arguments: "npy:FILE" (a tensor) or "literal:TEXT" (value_literal.h).
  std::vector<std::string> args;
};

/// One region call: the region's inputs and the interpreter's outputs for them.
struct BundleCase {
  int id = 0, program = 0, region = 0;
  std::string fn; ///< the function of the program the region is in
  int k = 0;      ///< the region's index in it
  std::vector<BundleBuffer> inputs, outputs;
};

struct BundleManifest {
  int format = 1;
  std::map<std::string, std::string> targets;   ///< name -> Halide target string
  std::map<std::string, std::string> libraries; ///< name -> library file
  std::vector<BundleRegion> regions;
  std::vector<BundleProgram> programs;
  std::vector<BundleCase> cases;

  std::string to_json() const;
  /// Reads `text`; false with a message in `*error` when it is not a manifest.
  static bool from_json(const std::string& text, BundleManifest* out, std::string* error);
};

/// One line of results.jsonl: case `case_id` run on `target`.
struct BundleResult {
  int case_id = 0;
  std::string target;
  std::string status;  ///< "ok", "error" (the region returned an error code) or "skipped"
  std::string message; ///< the Halide runtime's error text, or why skipped
  double seconds = 0;  ///< the call, transfers to and from the device included
  std::vector<std::string> outputs; ///< files, relative to the results directory ("ok" only)

  std::string to_json_line() const;
  static bool from_json_line(const std::string& line, BundleResult* out, std::string* error);
};

/// Reads a whole file; false when it cannot be read.
bool read_text_file(const std::string& path, std::string* out);

} // namespace rxv::halide
