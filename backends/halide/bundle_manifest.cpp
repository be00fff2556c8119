// The bundle's manifest and results files (bundle_manifest.h), as JSON.
#include "backends/halide/bundle_manifest.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace rxv::halide {

using nlohmann::json;

namespace {

json buffer_json(const BundleBuffer& b) {
  return {{"file", b.file},
          {"dtype", b.dtype},
          {"type_code", b.type_code},
          {"type_bits", b.type_bits},
          {"shape", b.shape}};
}

BundleBuffer buffer_of(const json& j) {
  BundleBuffer b;
  b.file = j.at("file").get<std::string>();
  b.dtype = j.at("dtype").get<std::string>();
  b.type_code = j.at("type_code").get<int>();
  b.type_bits = j.at("type_bits").get<int>();
  b.shape = j.at("shape").get<std::vector<int64_t>>();
  return b;
}

std::vector<BundleBuffer> buffers_of(const json& j) {
  std::vector<BundleBuffer> out;
  for (const auto& b : j) out.push_back(buffer_of(b));
  return out;
}

json buffers_json(const std::vector<BundleBuffer>& bs) {
  json a = json::array();
  for (const auto& b : bs) a.push_back(buffer_json(b));
  return a;
}

} // namespace

std::string BundleManifest::to_json() const {
  json j;
  j["format"] = format;
  j["targets"] = targets;
  j["libraries"] = libraries;
  j["regions"] = json::array();
  for (const auto& r : regions)
    j["regions"].push_back({{"id", r.id},
                            {"function", r.function},
                            {"structure", r.structure},
                            {"bindings", r.bindings},
                            {"compile_errors", r.compile_errors}});
  j["programs"] = json::array();
  for (const auto& p : programs)
    j["programs"].push_back({{"id", p.id},
                             {"name", p.name},
                             {"source", p.source},
                             {"entry", p.entry},
                             {"args", p.args}});
  j["cases"] = json::array();
  for (const auto& c : cases)
    j["cases"].push_back({{"id", c.id},
                          {"program", c.program},
                          {"region", c.region},
                          {"fn", c.fn},
                          {"k", c.k},
                          {"inputs", buffers_json(c.inputs)},
                          {"outputs", buffers_json(c.outputs)}});
  return j.dump(1);
}

bool BundleManifest::from_json(const std::string& text, BundleManifest* out, std::string* error) {
  try {
    json j = json::parse(text);
    BundleManifest m;
    m.format = j.at("format").get<int>();
    if (m.format != 1) {
      *error = "unknown manifest format " + std::to_string(m.format);
      return false;
    }
    m.targets = j.at("targets").get<std::map<std::string, std::string>>();
    m.libraries = j.at("libraries").get<std::map<std::string, std::string>>();
    for (const auto& r : j.at("regions")) {
      BundleRegion br;
      br.id = r.at("id").get<int>();
      br.function = r.at("function").get<std::string>();
      br.structure = r.at("structure").get<std::string>();
      br.bindings = r.at("bindings").get<std::string>();
      br.compile_errors = r.at("compile_errors").get<std::map<std::string, std::string>>();
      m.regions.push_back(std::move(br));
    }
    for (const auto& p : j.at("programs")) {
      BundleProgram bp;
      bp.id = p.at("id").get<int>();
      bp.name = p.at("name").get<std::string>();
      bp.source = p.at("source").get<std::string>();
      bp.entry = p.at("entry").get<std::string>();
      bp.args = p.at("args").get<std::vector<std::string>>();
      m.programs.push_back(std::move(bp));
    }
    for (const auto& c : j.at("cases")) {
      BundleCase bc;
      bc.id = c.at("id").get<int>();
      bc.program = c.at("program").get<int>();
      bc.region = c.at("region").get<int>();
      bc.fn = c.at("fn").get<std::string>();
      bc.k = c.at("k").get<int>();
      bc.inputs = buffers_of(c.at("inputs"));
      bc.outputs = buffers_of(c.at("outputs"));
      m.cases.push_back(std::move(bc));
    }
    // Ids index the arrays (the runner and the checker rely on it).
    for (size_t i = 0; i < m.regions.size(); ++i)
      if (m.regions[i].id != static_cast<int>(i))
        throw std::runtime_error("region ids out of order");
    for (size_t i = 0; i < m.programs.size(); ++i)
      if (m.programs[i].id != static_cast<int>(i))
        throw std::runtime_error("program ids out of order");
    for (const auto& c : m.cases)
      if (c.region < 0 || c.region >= static_cast<int>(m.regions.size()) || c.program < 0 ||
          c.program >= static_cast<int>(m.programs.size()))
        throw std::runtime_error("case " + std::to_string(c.id) + " names no region or program");
    *out = std::move(m);
    return true;
  } catch (const std::exception& e) {
    *error = std::string("not a bundle manifest: ") + e.what();
    return false;
  }
}

std::string BundleResult::to_json_line() const {
  json j{{"case", case_id},    {"target", target},   {"status", status},
         {"message", message}, {"seconds", seconds}, {"outputs", outputs}};
  return j.dump();
}

bool BundleResult::from_json_line(const std::string& line, BundleResult* out, std::string* error) {
  try {
    json j = json::parse(line);
    BundleResult r;
    r.case_id = j.at("case").get<int>();
    r.target = j.at("target").get<std::string>();
    r.status = j.at("status").get<std::string>();
    r.message = j.at("message").get<std::string>();
    r.seconds = j.at("seconds").get<double>();
    r.outputs = j.at("outputs").get<std::vector<std::string>>();
    *out = std::move(r);
    return true;
  } catch (const std::exception& e) {
    *error = std::string("not a result line: ") + e.what();
    return false;
  }
}

bool read_text_file(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *out = ss.str();
  return true;
}

} // namespace rxv::halide
