#include "gui/models/spec_library.hpp"

#include <QFile>

namespace iometry::gui {

SpecLibrary::SpecLibrary(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problems.push_back({"", "cannot open spec library " + path.toStdString()});
        return;
    }
    const QByteArray text = file.readAll();
    const auto document = nlohmann::ordered_json::parse(text.constBegin(), text.constEnd(),
                                                        nullptr, false);
    if (document.is_discarded() || !document.is_object() || !document.contains("specs") ||
        !document["specs"].is_array()) {
        m_problems.push_back({"", "spec library " + path.toStdString() +
                                      " must be a JSON object with a \"specs\" array"});
        return;
    }
    const auto& specs = document["specs"];
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const std::string specPath = "specs[" + std::to_string(i) + "]";
        const std::size_t before = m_problems.size();
        model::AccessSpec spec = model::parseAccessSpec(specs[i], specPath, m_problems);
        if (m_problems.size() != before) continue;  // a broken entry is left out, not offered
        Entry entry{std::move(spec), {}};
        if (specs[i].contains("_description") && specs[i]["_description"].is_string())
            entry.description =
                QString::fromStdString(specs[i]["_description"].get<std::string>());
        m_entries.push_back(std::move(entry));
    }
}

QStringList SpecLibrary::names() const {
    QStringList list;
    for (const Entry& e : m_entries) list << QString::fromStdString(e.spec.name);
    return list;
}

const model::AccessSpec* SpecLibrary::find(const QString& name) const {
    const std::string key = name.toStdString();
    for (const Entry& e : m_entries)
        if (e.spec.name == key) return &e.spec;
    return nullptr;
}

}  // namespace iometry::gui
