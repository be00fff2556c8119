// rxv_json_check SCHEMA FILE... [--sarif]: validates each FILE (one JSON document) against SCHEMA,
// a JSON Schema in the subset docs/rxv-json.schema.json and
// tests/cli/data/sarif-required.schema.json use: type, const, enum, required, properties,
// additionalProperties, items, minItems, minimum, $ref (to #/$defs/NAME), allOf, anyOf,
// if/then/else. A keyword outside the subset is an error, so a schema cannot silently ask for more
// than is checked. --sarif also checks what a schema cannot say: each result's ruleId is the id of
// the rule at its ruleIndex. The C++ side of the --json tests (tests/cli/json_test.sh), which must
// run without Python; where the venv has it, the test also validates with Python's jsonschema. Exit
// 0 all valid, 1 a file is invalid (each error on stderr: FILE: PATH: what), 2 bad usage.
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

using nlohmann::json;

class Validator {
public:
  explicit Validator(json schema) : root_(std::move(schema)) {}
  /// Errors of `v` against the root schema, "PATH: what" each.
  std::vector<std::string> validate(const json& v) {
    errors_.clear();
    check(root_, v, "$", /*report=*/true);
    return errors_;
  }

private:
  static bool has_type(const json& v, const std::string& t) {
    if (t == "object") return v.is_object();
    if (t == "array") return v.is_array();
    if (t == "string") return v.is_string();
    if (t == "boolean") return v.is_boolean();
    if (t == "null") return v.is_null();
    if (t == "number") return v.is_number();
    if (t == "integer")
      return v.is_number_integer() ||
             (v.is_number_float() && v.get<double>() == static_cast<double>(v.get<int64_t>()));
    throw std::runtime_error("unknown type '" + t + "' in the schema");
  }

  const json& resolve(const std::string& ref) {
    const std::string prefix = "#/$defs/";
    if (ref.rfind(prefix, 0) != 0 || !root_["$defs"].contains(ref.substr(prefix.size())))
      throw std::runtime_error("unsupported or unknown $ref '" + ref + "'");
    return root_["$defs"][ref.substr(prefix.size())];
  }

  /// Whether `v` matches `s`; with `report`, each failure is added to errors_.
  bool check(const json& s, const json& v, const std::string& path, bool report) {
    if (s.is_boolean()) return s.get<bool>() || fail(report, path, "no value allowed here");
    bool ok = true;
    for (const auto& [key, arg] : s.items()) {
      if (key == "$schema" || key == "$id" || key == "title" || key == "description" ||
          key == "$defs" || key == "$comment" || key == "then" || key == "else")
        continue;
      if (key == "type") {
        bool any = false;
        if (arg.is_string())
          any = has_type(v, arg);
        else
          for (const auto& t : arg) any = any || has_type(v, t);
        if (!any) ok = fail(report, path, "is not of type " + arg.dump());
      } else if (key == "const") {
        if (v != arg) ok = fail(report, path, "is not " + arg.dump());
      } else if (key == "enum") {
        bool found = false;
        for (const auto& e : arg) found = found || e == v;
        if (!found) ok = fail(report, path, v.dump() + " is not one of " + arg.dump());
      } else if (key == "required") {
        if (v.is_object())
          for (const auto& r : arg)
            if (!v.contains(r.get<std::string>()))
              ok = fail(report, path, "lacks required '" + r.get<std::string>() + "'");
      } else if (key == "properties") {
        if (v.is_object())
          for (const auto& [name, sub] : arg.items())
            if (v.contains(name)) ok = check(sub, v[name], path + "." + name, report) && ok;
      } else if (key == "additionalProperties") {
        if (v.is_object())
          for (const auto& [name, value] : v.items())
            if (!s.contains("properties") || !s["properties"].contains(name))
              ok = check(arg, value, path + "." + name, report) && ok;
      } else if (key == "items") {
        if (v.is_array())
          for (size_t i = 0; i < v.size(); ++i)
            ok = check(arg, v[i], path + "[" + std::to_string(i) + "]", report) && ok;
      } else if (key == "minItems") {
        if (v.is_array() && v.size() < arg.get<size_t>())
          ok = fail(report, path, "has fewer than " + arg.dump() + " items");
      } else if (key == "minimum") {
        if (v.is_number() && v.get<double>() < arg.get<double>())
          ok = fail(report, path, "is less than " + arg.dump());
      } else if (key == "$ref") {
        ok = check(resolve(arg), v, path, report) && ok;
      } else if (key == "allOf") {
        for (const auto& sub : arg) ok = check(sub, v, path, report) && ok;
      } else if (key == "anyOf") {
        bool any = false;
        for (const auto& sub : arg) any = any || check(sub, v, path, false);
        if (!any) ok = fail(report, path, "matches none of anyOf");
      } else if (key == "if") {
        if (check(arg, v, path, false)) {
          if (s.contains("then")) ok = check(s["then"], v, path, report) && ok;
        } else if (s.contains("else")) {
          ok = check(s["else"], v, path, report) && ok;
        }
      } else {
        throw std::runtime_error("schema keyword '" + key + "' is outside the checked subset");
      }
    }
    return ok;
  }

  bool fail(bool report, const std::string& path, const std::string& what) {
    if (report) errors_.push_back(path + ": " + what);
    return false;
  }

  json root_;
  std::vector<std::string> errors_;
};

bool read_json(const std::string& path, json* out, std::string* why) {
  std::ifstream in(path);
  if (!in) {
    *why = "cannot open";
    return false;
  }
  std::stringstream s;
  s << in.rdbuf();
  *out = json::parse(s.str(), nullptr, /*allow_exceptions=*/false);
  if (out->is_discarded()) {
    *why = "is not exactly one JSON document";
    return false;
  }
  return true;
}

/// SARIF's cross-references: results[i].ruleId == rules[results[i].ruleIndex].id.
std::vector<std::string> sarif_references(const json& log) {
  std::vector<std::string> errors;
  for (const auto& run : log.value("runs", json::array())) {
    json rules = run["tool"]["driver"].value("rules", json::array());
    json results = run.value("results", json::array());
    for (size_t i = 0; i < results.size(); ++i) {
      const json& r = results[i];
      size_t k = r.value("ruleIndex", size_t(-1));
      if (k >= rules.size() || rules[k].value("id", "") != r.value("ruleId", ""))
        errors.push_back("$.runs.results[" + std::to_string(i) + "]: ruleId " +
                         r.value("ruleId", "?") + " is not the rule at its ruleIndex");
    }
  }
  return errors;
}

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  bool sarif = false;
  for (int i = 2; i < argc; ++i) {
    if (std::string(argv[i]) == "--sarif")
      sarif = true;
    else
      files.push_back(argv[i]);
  }
  if (argc < 3 || files.empty()) {
    std::cerr << "usage: rxv_json_check SCHEMA FILE... [--sarif]\n";
    return 2;
  }
  json schema;
  std::string why;
  if (!read_json(argv[1], &schema, &why)) {
    std::cerr << argv[1] << ": " << why << "\n";
    return 2;
  }
  Validator validator(schema);
  int bad = 0;
  for (const auto& f : files) {
    json doc;
    std::vector<std::string> errors;
    try {
      if (!read_json(f, &doc, &why))
        errors.push_back(why);
      else
        errors = validator.validate(doc);
    } catch (const std::exception& e) {
      std::cerr << argv[1] << ": " << e.what() << "\n";
      return 2;
    }
    if (sarif && errors.empty()) errors = sarif_references(doc);
    for (const auto& e : errors) std::cerr << f << ": " << e << "\n";
    bad += !errors.empty();
  }
  std::cout << files.size() - size_t(bad) << " valid, " << bad << " invalid\n";
  return bad ? 1 : 0;
}
