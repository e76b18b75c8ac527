#include "gui/wizards/ping_pong.hpp"

#include <QButtonGroup>
#include <QRadioButton>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/wizards/form_rows.hpp"

namespace iometry::gui {

IntegerRange datagramSizes(const IntegerRange& range) {
    return {std::max(range.lo, static_cast<int>(model::kMinDatagram)),
            std::min(range.hi, static_cast<int>(model::kMaxDatagram))};
}

model::WorkerDef pingPongWorker(model::Plan& plan, const model::WorkerKind& kind,
                                std::uint64_t size, const std::string& spec,
                                const std::string& name) {
    model::AccessLine line;
    line.size = size;
    line.reply = size;
    line.read = 0;
    plan.specs = {{spec, {line}}};
    model::WorkerDef worker;
    worker.name = name;
    worker.settings = kind.makeSettings();
    worker.spec = spec;
    worker.outstanding = 1;
    return worker;
}

PingPongProtocolPage::PingPongProtocolPage(const Texts& texts, QWidget* parent)
    : CheckedPage(parent),
      m_tcp(new QRadioButton(texts.tcpChoice, this)),
      m_udp(new QRadioButton(tr("&UDP ping-pong"), this)),
      m_layout(new QVBoxLayout(this)) {
    setTitle(tr("Protocol"));
    setSubTitle(texts.subtitle);
    m_tcp->setChecked(true);
    m_tcp->setObjectName(QStringLiteral("tcp"));
    m_udp->setObjectName(QStringLiteral("udp"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_tcp);
    group->addButton(m_udp);
    addExplainedChoice(m_layout, m_tcp, texts.tcpText);
    addExplainedChoice(m_layout, m_udp, texts.udpText);

    registerField(QStringLiteral("tcp"), m_tcp);
    registerField(QStringLiteral("udp"), m_udp);
    connect(m_udp, &QRadioButton::toggled, this, [this](bool udp) {
        Q_EMIT protocolChanged(udp);
        refresh();
    });
}

bool PingPongProtocolPage::isUdp() const {
    return m_udp->isChecked();
}

}  // namespace iometry::gui
