// iometry-dynamo: the host agent. Thin main over Iometry::dynamo_core.
#include <csignal>
#include <iostream>

#include "workers/dynamo_options.hpp"
#include "workers/manager_link.hpp"

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    auto parsed = iometry::workers::parseDynamoOptions(argc, argv);
    if (!parsed.ok) {
        (parsed.exitCode == 0 ? std::cout : std::cerr) << parsed.message;
        return parsed.exitCode;
    }
    boost::asio::io_context io;
    iometry::workers::ManagerLink link(io, parsed.options);
    link.start();
    io.run();
    // A service stopped by a signal exits 0, and says why all the same (journald).
    if (!link.lastError().empty()) std::cerr << "iometry-dynamo: " << link.lastError() << "\n";
    return link.exitCode();
}
