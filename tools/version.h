#pragma once
/// rxv's version, as `--json` documents and SARIF logs name it (docs/json-schema.md).
namespace rxv::tools {
constexpr const char* kRxvVersion = "0.1.0";
/// The version of the `--json` document's layout: raised on any change a reader must know of.
constexpr int kJsonSchemaVersion = 1;
} // namespace rxv::tools
