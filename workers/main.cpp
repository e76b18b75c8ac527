// iometry-dynamo: the host agent. Thin main over Iometry::dynamo_core.
#include <csignal>
#include <exception>
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
    try {
        io.run();
    } catch (const std::exception& e) {
        // The connection answers a message it cannot take; anything else that escapes ends
        // the dynamo with its reason and status 2, not in std::terminate (status 134).
        std::cerr << "iometry-dynamo: " << e.what() << "\n";
        return 2;
    }
    // A service stopped by a signal exits 0, and says why all the same (journald).
    if (!link.lastError().empty()) std::cerr << "iometry-dynamo: " << link.lastError() << "\n";
    return link.exitCode();
}
