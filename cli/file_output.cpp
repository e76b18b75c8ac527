#include "cli/file_output.hpp"

#include <unistd.h>

#include <cstdio>
#include <fstream>

namespace iometry::cli {

bool writeWhole(const std::string& path, const std::string& text, std::string& error) {
    const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create " + tmp;
            return false;
        }
        out << text;
        out.flush();
        if (!out) {
            error = "cannot write " + tmp;
            out.close();
            std::remove(tmp.c_str());
            return false;
        }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        error = "cannot replace " + path;
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

}  // namespace iometry::cli
