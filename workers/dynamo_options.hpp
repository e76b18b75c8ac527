#pragma once
// Command line of iometry-dynamo.

#include <string>

#include "workers/agent.hpp"

namespace iometry::workers {

struct DynamoOptionsResult {
    bool ok = false;
    int exitCode = 2;     // when !ok: 0 for --help / --version, 2 for a bad command line
    std::string message;  // usage, version or the problem
    AgentOptions options;
};

DynamoOptionsResult parseDynamoOptions(int argc, const char* const* argv);

}  // namespace iometry::workers
