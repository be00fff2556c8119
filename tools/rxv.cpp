/// rxv: the command line (DESIGN.md, "The command line").
#include <exception>
#include <iostream>

#include <CLI/CLI.hpp>

#include "tools/commands.h"
#include "tools/exit_codes.h"

int main(int argc, char** argv) {
  using namespace rxv::tools;
  CLI::App app{"rxv: an executable specification of TVM's Relax IR"};
  app.require_subcommand(1);
  int exit_code = kExitOk;
  register_print(app, &exit_code);
  register_check(app, &exit_code);
  register_corpus(app, &exit_code);
  register_prove(app, &exit_code);
  register_fuzz(app, &exit_code);
  register_run(app, &exit_code);
  register_diff(app, &exit_code);
  register_bundle_check(app, &exit_code);
  register_tv(app, &exit_code);
  register_merge(app, &exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help exits 0; usage errors exit with the bad-input code.
    int rc = app.exit(e);
    return rc == 0 ? kExitOk : kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "rxv: internal error: out of memory\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << "rxv: internal error: " << e.what() << "\n";
    return kExitInternal;
  }
  return exit_code;
}
