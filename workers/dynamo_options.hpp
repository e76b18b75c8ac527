#pragma once
// Command line and configuration file of iometry-dynamo (its man page: the sections
// CONFIGURATION FILE and SERVICE, packaging/man/iometry-dynamo.h2m; docs/deploy.md).

#include <map>
#include <string>
#include <vector>

#include "workers/manager_link.hpp"

namespace iometry::workers {

struct DynamoOptionsResult {
    bool ok = false;
    int exitCode = 2;     // when !ok: 0 for --help / --version, 2 for a bad command line
    std::string message;  // usage, version or the problem
    ManagerLinkOptions options;
};

DynamoOptionsResult parseDynamoOptions(int argc, const char* const* argv);

/** One `key = value` line of a configuration file: the value and the line it is on. */
struct ConfigSetting {
    std::string value;
    int line = 0;
};
using ConfigSettings = std::map<std::string, ConfigSetting>;

/** The keys a configuration file may set, in alphabetical order. */
const std::vector<std::string>& dynamoConfigKeys();

/**
 * Parses the text of the configuration file @p file (named in errors only): `key = value`
 * lines; blank lines, and `#` at the start of a line or after a blank start a comment.
 * An unknown key, a line without `=`, a key without a value or a key set twice is an
 * error "FILE:LINE: problem". Values are checked by parseDynamoOptions, not here.
 */
bool parseDynamoConfig(const std::string& text, const std::string& file, ConfigSettings& out,
                       std::string& error);

}  // namespace iometry::workers
