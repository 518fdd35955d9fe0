MEM = "memorial_code.md"
GW = "company/granitewell_memorials.md"
SPA = "day_spa_policy.md"
DR = "drone_training.md"
AS = "asbestos_surveys.md"

ASSISTANTS = {
    "granitewell-chat": "Granitewell Memorials' website chat assistant, which answers questions about headstones and inscriptions for graves in Riverbend Council cemeteries.",
    "lumen-concierge": "Lumen Day Spa's online booking concierge for packages, treatments and gift vouchers.",
    "northgate-helpdesk": "Northgate Services' customer helpdesk, which books SkyCraft Drone Academy courses and ClearSite asbestos surveys.",
}

# Each turn: (query, assistant, ground_truth, label, clause, kind, rationale[, weight])
SESSIONS = []

SESSIONS.append(dict(sid="br-01", aid="granitewell-chat", started="2026-03-02T10:15:00Z", turns=[
 ("My husband was buried on 10 January 2026 in the lawn section at Ashgrove. When is the earliest you could put his headstone up?",
  "I'm so sorry for your loss. Riverbend Council asks for a settling period of 6 months after a burial, so we could fix the headstone from 10 July 2026 onwards.",
  "I'm so sorry for your loss. Granitewell waits at least 9 months after a burial before fixing a new headstone on an earth grave, so the earliest fixing date would be 10 October 2026.",
  "NON_COMPLIANT", f"{GW}#Settling period", "multi_rule",
  "Granitewell's stricter 9-month settling period applies, so the earliest date is 10 October 2026, not the Council's 6-month date of 10 July."),
 ("Could the headstone be a metre tall? He was a tall man, it feels right.",
  "That's a lovely thought. In the lawn section the Council's limit is 90 cm high and 75 cm wide, so a 1-metre stone wouldn't be approved there. We can design something at the full 90 cm that still feels generous.",
  "The lawn section allows headstones up to 90 cm high and 75 cm wide, so a 1-metre stone is not possible; we can design one up to 90 cm.",
  "COMPLIANT", f"{MEM}#Size limits", "numeric",
  "The answer correctly refuses 100 cm and states the 90 cm by 75 cm lawn-section limits."),
 ("The grave is in my name, but I find forms hard at the moment. Can my son sign the consent form instead of me?",
  "Of course. Any close family member can sign on your behalf, so your son can sign the consent form and we'll take it from there.",
  "Because the grave is registered in your name, the consent form has to carry your own signature; your son can help you fill it in, but he cannot sign it for you.",
  "NON_COMPLIANT", f"{MEM}#Who may apply for a memorial permit", "plain",
  "Only the registered grave owner may sign or authorise the application, so the son cannot sign instead of her."),
 ("Thank you, you've been very kind. Lovely sunny morning here, at least.",
  "It is a beautiful one, isn't it? Take care of yourself, and call us on 555-0142 whenever you feel ready.",
  "You're very welcome. I'm glad the sun is out; take care and get in touch whenever you're ready.",
  "IRRELEVANT", None, "smalltalk", "Thanks and remarks about the weather are small talk that no rule covers."),
]))

SESSIONS.append(dict(sid="br-02", aid="granitewell-chat", started="2026-03-02T11:40:00Z", turns=[
 ("My mother was buried last month with my father in the traditional section at Millbrook. What does it cost to add her name to his headstone?",
  "I'm sorry about your mother. Adding lettering costs $4.50 per letter, with a minimum charge of $150. On top of that there's the Council's $65 fee for an additional inscription, which we pass on at cost.",
  "Additional lettering is $4.50 per letter with a $150 minimum, plus the Council's $65 additional inscription fee passed on at cost.",
  "COMPLIANT", f"{GW}#Additional inscriptions", "multi_rule",
  "Price per letter, minimum charge and the Council fee passed on at cost all match the rules."),
 ("Do we have to wait some months after her funeral before you can do it?",
  "No, there's no waiting period for adding an inscription to an existing headstone; the settling period only applies when a new memorial is fixed. Once the Council approves the extra wording we take the stone to our workshop, and it's back and refixed within 6 weeks.",
  "No settling period applies to adding an inscription to an existing memorial; once the Council approves the wording, the stone is lettered in the workshop and refixed within 6 weeks.",
  "COMPLIANT", f"{GW}#Settling period", "negation",
  "Both documents say there is no waiting period for adding an inscription, and the 6-week return matches."),
 ("She ran the village bakery for forty years. Could you carve the bakery's emblem under her name?",
  "What a lovely tribute to her life's work. Yes, we can cut the bakery's emblem beneath her name; just send us a clear copy of the design and we'll include it on the proof.",
  "I'm afraid the Council doesn't allow commercial logos or business branding on memorials, so the bakery's emblem can't be carved. We could mention the bakery in the wording instead, subject to the Council's approval, or suggest a simple motif such as a wheatsheaf.",
  "NON_COMPLIANT", f"{MEM}#Inscriptions", "paraphrase",
  "A business's emblem is a commercial logo, which the Council's inscription rules forbid on memorials."),
 ("She was Welsh. Can the new lines be in Welsh?",
  "Yes, Welsh is absolutely fine. The Council will need an English translation sent in with the application, and we'll send you a written proof to check and sign before any lettering starts.",
  "Yes, inscriptions may be in Welsh as long as an English translation is submitted with the application; you will approve a written proof before lettering begins.",
  "COMPLIANT", f"{MEM}#Inscriptions", "plain",
  "Other languages are allowed with an English translation, and the proof step matches Granitewell's terms."),
]))

SESSIONS.append(dict(sid="br-03", aid="granitewell-chat", started="2026-03-09T09:05:00Z", turns=[
 ("What deposit do you take for a new lawn headstone, and when do I pay the rest?",
  "We take a 50% deposit when you place the order, and the balance is payable before we fix the stone.",
  "We take a 30% deposit when the order is placed, and the balance is due within 14 days after the headstone has been fixed.",
  "NON_COMPLIANT", f"{GW}#Orders, deposits and cancellations", "numeric",
  "Granitewell never takes more than 30% up front and the balance is due 14 days after fixing, not before.", 0.4),
 ("Could you fix it on a Saturday morning? Family are coming from abroad and could only be there at the weekend.",
  "I understand why that would mean a lot. The Council does allow Saturday-morning work, but Granitewell only installs Monday to Friday, so we can't fix it on a Saturday. We'll give you the fixing date at least 5 working days ahead, and your family could visit the finished stone at the weekend.",
  "Granitewell installs Monday to Friday only, even though the Council allows Saturday mornings, so a Saturday fixing is not possible; we give at least 5 working days' notice of the date.",
  "COMPLIANT", f"{GW}#Installation days", "multi_rule",
  "The answer applies the stricter company rule (no Saturday installs) over the Council's Saturday hours.", 0.3),
 ("And what guarantee do I get?",
  "The fixing and foundation are guaranteed for 10 years and the lettering for 5 years. The guarantee doesn't cover vandalism, ground subsidence or damage by third parties such as mowers.",
  "Fixing and foundation are guaranteed for 10 years, lettering for 5 years; vandalism, subsidence and third-party damage are excluded.",
  "COMPLIANT", f"{GW}#Guarantee", "plain",
  "Guarantee periods and exclusions match the terms.", 0.2),
 ("Do you know a good florist near Ashgrove?",
  "I'm afraid I don't have florist recommendations. The cemetery office may know who delivers locally.",
  "Florists are outside what I can help with; the cemetery office may be able to suggest one.",
  "IRRELEVANT", None, "out_of_scope", "Florist recommendations are not covered by any corpus document.", 0.1),
]))

LONG_BR04 = (
 "I'm very sorry about your dad. Here is how a traditional headstone with kerbs at Riverbend works from start to finish.\n\n"
 "1. Quote and order. Traditional headstones with a kerb set start from $4,900, depending on the granite, size and amount of lettering. "
 "Once we've agreed a design we send a written quote, which stays valid for 60 days. When you place the order we take a 30% deposit, "
 "and the balance is due within 14 days after the stone has been fixed. We take payment by secure link, bank transfer or in the showroom.\n\n"
 "2. Grave owner consent and permit. Only the registered owner of the grave can authorise a memorial. As the grave is in your mum's name, "
 "she will need to sign our consent form; we can't accept another family member's signature in her place. We then apply to Riverbend Council "
 "for the permit on her behalf. The Council's permit fee for the traditional section is $180, which we pass on at cost with no markup. "
 "The Council decides within 15 working days of a complete application, and the permit is valid for 12 months.\n\n"
 "3. Design limits. In the traditional section a headstone can be up to 120 cm high, 90 cm wide and 15 cm thick, and kerb sets are allowed there "
 "(they are not allowed in the lawn section). The Council approves all wording, and no commercial logos or advertising can appear on the stone.\n\n"
 "4. Inscription proof. Within 10 working days of your order we'll send a written proof of the lettering. We only start cutting once it has been signed, "
 "so take your time checking every name and date. If you cancel before approving the proof, the deposit is refunded in full; after the proof is approved, "
 "the deposit is no longer refundable.\n\n"
 "5. Making the stone. Our lead time is 12 to 16 weeks from the date the Council grants the permit.\n\n"
 "6. Fixing. The ground has to settle first. Granitewell waits at least 9 months after a burial before fixing a new headstone, so with your dad "
 "buried on 20 October 2025 the earliest fixing date would be 20 July 2026. We fix on weekdays only, within the Council's working hours, and we'll "
 "confirm the date at least 5 working days ahead. The fixing and foundation carry our 10-year guarantee, and the lettering is guaranteed for 5 years.\n\n"
 "Until then, a temporary wooden cross or marker up to 60 cm high can stay on the grave. If you'd like to see granite samples, the showroom is open "
 "Monday to Friday 9:00 to 17:00 and Saturday 10:00 to 14:00, or you can call us on 555-0142."
)

SESSIONS.append(dict(sid="br-04", aid="granitewell-chat", started="2026-03-09T14:30:00Z", turns=[
 ("My dad was buried on 20 October 2025 in the traditional section at Millbrook. The grave is in my mum's name. We'd like a traditional headstone with kerbs. Can you explain the whole process: costs, paperwork and timing?",
  LONG_BR04,
  "Same process as described, but the Council's permit fee for the traditional section is $240 (the $180 fee is for the lawn section); all other points (30% deposit, mum's signature, 120 cm by 90 cm limits, proof within 10 working days, 12 to 16 weeks lead time, earliest fixing 20 July 2026) stand.",
  "NON_COMPLIANT", f"{MEM}#Permit fees and decisions", "long_answer",
  "One sentence gives the traditional-section permit fee as $180, but the Council's fee for that section is $240."),
 ("So the earliest would be April, when the Council's six months are up?",
  "Not quite. The Council's minimum is 6 months, but Granitewell waits at least 9 months after a burial before fixing a new headstone, so the earliest we could fix your dad's stone is 20 July 2026.",
  "No: Granitewell's 9-month settling period applies, so the earliest fixing date is 20 July 2026.",
  "COMPLIANT", f"{GW}#Settling period", "time_window",
  "The answer correctly applies the stricter 9-month rule to the 20 October burial."),
 ("If Mum changes her mind after she's approved the lettering proof, would we get the deposit back?",
  "Once the proof has been approved, the deposit is no longer refundable. Up until that point, if you cancel, the deposit comes back in full.",
  "After the proof is approved the deposit is not refundable; before approval it is refunded in full.",
  "COMPLIANT", f"{GW}#Orders, deposits and cancellations", "plain",
  "Matches the cancellation table exactly."),
 ("Can I just give you my card number here for the deposit to speed things up?",
  "Thanks for offering, but please don't type card details into this chat. I'll email you a secure payment link for the 30% deposit instead, or you can pay by bank transfer or in the showroom.",
  "Please don't share card details in chat; we'll send a secure payment link for the 30% deposit, or you can pay by bank transfer or in the showroom.",
  "COMPLIANT", f"{GW}#Orders, deposits and cancellations", "negation",
  "The assistant declines card details in chat and offers the permitted payment routes."),
]))

SESSIONS.append(dict(sid="br-05", aid="granitewell-chat", started="2026-03-16T10:50:00Z", turns=[
 ("My aunt's ashes were interred in a cremation plot at Ashgrove on 1 February 2026. Could you have a tablet fixed by the end of March?",
  "Yes, that should be fine. The Council only needs 6 weeks for cremation plots, so from mid-March onwards we're clear to fix a tablet.",
  "Granitewell waits at least 3 months after an interment of ashes before fixing a tablet, so the earliest date would be 1 May 2026; the end of March is too early.",
  "NON_COMPLIANT", f"{GW}#Settling period", "time_window",
  "Granitewell's 3-month rule for cremation plots means no fixing before 1 May 2026, so end of March is not possible."),
 ("What size can the tablet be?",
  "A cremation plot tablet can be up to 45 cm high, 60 cm wide and 10 cm thick.",
  "Up to 45 cm high, 60 cm wide and 10 cm thick.",
  "COMPLIANT", f"{MEM}#Size limits", "numeric",
  "All three dimensions match the size table."),
 ("Separately, the Council wrote to me because my grandfather's old headstone failed their safety test and has been laid flat. I'm the grave owner. Do I need to do anything?",
  "Don't worry, that's routine. The Council will refix it themselves once their team gets round to it, at no cost to you, so there's nothing you need to do.",
  "As the grave owner, you are responsible for arranging and paying for the repair, which must be done by an approved fixer under a new permit; the Council does not refix private memorials. We can quote for the refixing if you'd like.",
  "NON_COMPLIANT", f"{MEM}#Memorial safety inspections", "plain",
  "The grave owner must arrange and pay for the repair; the Council does not refix private memorials."),
 ("Great, thanks for your help.",
  "   \n",
  "You're welcome. Get in touch whenever you'd like a quote for the tablet or the refixing.",
  "IRRELEVANT", None, "empty_answer", "The assistant's answer is whitespace only."),
]))
