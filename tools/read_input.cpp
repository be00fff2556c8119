#include "tools/read_input.h"

#include <utility>

#include "semantics/script/reader.h"
#include "tools/json_output.h"
#include "tools/source_file.h"

namespace rxv::tools {

std::optional<sem::IRModule> read_input(const std::string& path, size_t* source_bytes) {
  sem::DiagnosticSink sink;
  std::optional<sem::IRModule> mod;
  if (auto text = load_source(path, sink)) {
    if (source_bytes) *source_bytes = text->size();
    mod = sem::read_module_consuming(std::move(*text), sink);
  }
  CommandOutput::cli().diagnostics(path, sink);
  return mod;
}

} // namespace rxv::tools
