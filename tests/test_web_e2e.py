"""The page for judges driven as a person would, in a headless Chromium (Selenium): build the Blood
Moon/Urborg board by typing card names, ask `layers` and read the answer; a bad board shows the
command line's message beside its field; a shared link gives the same board and answer; a combat
check shows its witness. The server listens on 127.0.0.1 only, and the browser may reach nothing
else (every other host name resolves to nothing). A screenshot of each test is written to
$MTGSOLVE_SCREENSHOTS (default: a temporary folder, printed), for review.

Skipped, with the reason, when Chromium, its driver or Selenium is missing (`.ci/run` installs them).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install '.[web]')")
webdriver = pytest.importorskip("selenium.webdriver", reason="Selenium is not installed (pip install selenium)")

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402
from selenium.webdriver.support.select import Select  # noqa: E402
from selenium.webdriver.support.wait import WebDriverWait  # noqa: E402

from pysolver.engine import Engine  # noqa: E402
from pysolver.web.app import create_app  # noqa: E402
from pysolver.web.server import serving  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if CHROMIUM is None or DRIVER is None:
    pytest.skip("Chromium or chromedriver is not installed (apt-get install chromium chromium-driver)",
                allow_module_level=True)

WAIT = 30  # seconds: a first answer on a loaded machine


@pytest.fixture(scope="module")
def shots() -> Path:
    folder = Path(os.environ.get("MTGSOLVE_SCREENSHOTS") or tempfile.mkdtemp(prefix="mtgsolve-screenshots-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"screenshots in {folder}")
    return folder


@pytest.fixture(scope="module")
def address() -> Iterator[str]:
    with serving(create_app(Engine())) as url:
        yield url


@pytest.fixture(scope="module")
def downloads(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def browser(downloads: Path) -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                              "download.prompt_for_download": False})
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,1100", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def open_page(browser: webdriver.Chrome, url: str) -> None:
    """Load the page afresh and wait until it has read the cards and examples."""
    browser.get("about:blank")
    browser.get(url)
    WebDriverWait(browser, WAIT).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))


def add_card(browser: webdriver.Chrome, typed: str, expected: str) -> None:
    """Type part of a card's name, see the suggestion with its Oracle text, take it with Enter."""
    box = browser.find_element(By.ID, "add-card")
    box.send_keys(typed)
    first = WebDriverWait(browser, WAIT).until(
        expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "#suggestions li strong")))
    assert first.text == expected
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, WAIT).until(lambda d: expected in [
        e.get_attribute("value") for e in d.find_elements(By.CSS_SELECTOR, "#objects input.card-name")])


def ask(browser: webdriver.Chrome, question: str) -> None:
    """Click a question and wait for its answer (or refusal)."""
    browser.execute_script("document.getElementById('status').textContent = ''")  # not the last answer's
    browser.find_element(By.CSS_SELECTOR, f'button.ask[data-question="{question}"]').click()
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_element(By.ID, "status").text.startswith(("answered", "refused")))


def object_field(browser: webdriver.Chrome, index: int, name: str):  # noqa: ANN201 - a WebElement
    return browser.find_element(By.CSS_SELECTOR, f'[data-field="objects[{index}].{name}"]')


def screenshot(browser: webdriver.Chrome, path: Path) -> None:
    """The whole page (not only the window) as a PNG."""
    width, height = browser.get_window_size()["width"], browser.get_window_size()["height"]
    page_height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(width, min(page_height + 150, 6000))
    try:
        browser.save_screenshot(str(path))
    finally:
        browser.set_window_size(width, height)


def console_errors(browser: webdriver.Chrome) -> list[str]:
    """The errors the page's script met (not the refusals of bad boards, which the browser logs too)."""
    return [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"
            and not ("/api/" in entry["message"] and "the server responded with a status of 4" in entry["message"])]


@pytest.fixture(autouse=True)
def no_script_errors(browser: webdriver.Chrome) -> Iterator[None]:
    """Every test ends without an error of the page's script (or a file of it not found)."""
    browser.get_log("browser")  # what an earlier test left
    yield
    assert console_errors(browser) == []


def characteristics(browser: webdriver.Chrome) -> dict[str, list[str]]:
    """The answer's table: object id -> its cells."""
    rows = browser.find_elements(By.CSS_SELECTOR, "#answer table.characteristics tbody tr")
    return {cells[0]: cells[1:] for cells in ([td.text for td in row.find_elements(By.TAG_NAME, "td")] for row in rows)}


def test_blood_moon_urborg_typed_by_name(browser: webdriver.Chrome, address: str, shots: Path) -> None:
    open_page(browser, address)
    for typed, name in (("urborg", "Urborg, Tomb of Yawgmoth"), ("plains", "Plains"), ("breeding", "Breeding Pool")):
        add_card(browser, typed, name)
    # Blood Moon among the cards whose name holds "moon", reached with the arrow keys
    box = browser.find_element(By.ID, "add-card")
    box.send_keys("moon")
    for _ in range(8):
        chosen = browser.find_element(By.CSS_SELECTOR, '#suggestions li[aria-selected="true"] strong').text
        if chosen == "Blood Moon":
            break
        box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#objects input.card-name")) == 4)
    assert object_field(browser, 3, "card").get_attribute("value") == "Blood Moon"
    Select(object_field(browser, 3, "owner")).select_by_value("bob")
    ask(browser, "layers")
    table = characteristics(browser)
    assert list(table) == ["urborg", "plains", "breeding_pool", "blood_moon"]
    # 613.8a, 305.7: Urborg's effect depends on Blood Moon's, which removes it: no land is a Swamp
    assert table["urborg"][2] == "Legendary Land — Mountain"
    assert table["breeding_pool"][2] == "Land — Mountain"
    assert table["plains"][2] == "Basic Land — Plains"
    assert table["blood_moon"][1] == "bob"
    words = browser.find_element(By.ID, "answer-text").text
    assert "urborg#1 (Urborg, Tomb of Yawgmoth) depends on blood_moon#1 (Blood Moon)" in words
    assert "Effects that did not apply:" in words
    graph = browser.find_element(By.CSS_SELECTOR, "#answer figure.graph svg")
    assert graph.size["width"] > 100 and "blood_moon#1" in graph.get_attribute("innerHTML")
    editor = browser.find_element(By.ID, "yaml").get_attribute("value")
    assert "- {id: blood_moon, card: Blood Moon, owner: bob}" in editor
    browser.find_element(By.CSS_SELECTOR, "#answer tbody tr:first-child details.why summary").click()
    why = browser.find_element(By.CSS_SELECTOR, "#answer tbody tr:first-child details.why pre").text
    assert "subtype Mountain: added by blood_moon#1 (Blood Moon; layer 4, step 1)" in why
    screenshot(browser, shots / "blood-moon-urborg-layers.png")


def test_a_bad_board_shows_the_command_lines_message(browser: webdriver.Chrome, address: str, shots: Path) -> None:
    open_page(browser, address)
    editor = browser.find_element(By.ID, "yaml")
    editor.clear()
    editor.send_keys("players: [alice, bob]\nobjects:\n  - {id: moon, card: Blod Moon}\n"
                     "  - {id: bears, card: Grizzly Bears}\n")
    message = ("board.yaml: objects[0].card: unknown card 'Blod Moon': not in the card library "
               "(did you mean 'Blood Moon'?); describe it with `custom` instead")
    beside = WebDriverWait(browser, WAIT).until(
        expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "#objects .problem.beside")))
    assert beside.text == message
    # beside the card field of the first object
    assert browser.execute_script(
        "return arguments[0].previousElementSibling.querySelector('input').value", beside) == "Blod Moon"
    ask(browser, "layers")
    assert browser.find_element(By.CSS_SELECTOR, "#answer .problems .problem").text == message
    assert "Traceback" not in browser.find_element(By.TAG_NAME, "body").text
    screenshot(browser, shots / "bad-board.png")


def test_a_shared_link_reproduces_the_board_and_the_question(browser: webdriver.Chrome, address: str,
                                                             shots: Path, downloads: Path) -> None:
    open_page(browser, address)
    Select(browser.find_element(By.ID, "examples")).select_by_visible_text("humility-opalescence")
    WebDriverWait(browser, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#objects .object")) == 3)
    object_field(browser, 2, "counters").send_keys("+1/+1: 2")
    ask(browser, "layers")
    yaml_text = browser.find_element(By.ID, "yaml").get_attribute("value")
    assert '- {id: bears, card: Grizzly Bears, owner: bob, timestamp: 3, counters: {+1/+1: 2}}' in yaml_text
    answer = browser.find_element(By.ID, "answer-text").text
    # the Bears: Humility sets 1/1 in layer 7b (613.4b), then the two counters add +2/+2 in 7c (613.4c)
    assert characteristics(browser)["bears"][4] == "3/3"
    link = browser.current_url
    assert "#q=layers&yaml=" in link
    open_page(browser, link)  # as in a new tab: the board read from the link, the question asked
    WebDriverWait(browser, WAIT).until(lambda d: d.find_element(By.ID, "status").text.startswith("answered"))
    assert browser.find_element(By.ID, "yaml").get_attribute("value") == yaml_text
    assert browser.find_element(By.ID, "answer-text").text == answer
    assert object_field(browser, 2, "counters").get_attribute("value") == "+1/+1: 2"
    browser.find_element(By.ID, "copy-command").click()
    command = browser.find_element(By.ID, "command-line").text
    assert command.startswith("mtgsolve layers - <<'EOF'\n") and yaml_text.strip() in command
    browser.find_element(By.ID, "download").click()
    saved = downloads / "board.yaml"
    WebDriverWait(browser, WAIT).until(lambda d: saved.exists() and saved.read_text(encoding="utf-8") == yaml_text)
    screenshot(browser, shots / "shared-link.png")


def test_a_combat_check_shows_its_witness(browser: webdriver.Chrome, address: str, shots: Path) -> None:
    open_page(browser, address)
    Select(browser.find_element(By.ID, "examples")).select_by_visible_text("combat-lure-menace")
    WebDriverWait(browser, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#objects .object")) == 7)
    ask(browser, "blocks")
    checked = browser.find_element(By.ID, "checked")
    assert "illegal" in checked.get_attribute("class")
    assert checked.text.startswith("Illegal: Wall of Stone (wall) blocks Boggart Brute (brute)")
    # 702.111b (menace), with a declaration that breaks no restriction as the witness
    assert "has menace and is blocked by exactly one creature (702.111b)" in checked.text
    assert 'for example {"bears": ["unicorn"], "spider": ["unicorn"], "wall": ["unicorn"]} breaks none' in checked.text
    assert len(browser.find_elements(By.CSS_SELECTOR, "#answer ol.declarations li")) == 5
    screenshot(browser, shots / "combat-witness.png")
    # the declaration changed in the form: the Wall and the Bears block the Brute together
    blocks = browser.find_element(By.CSS_SELECTOR, '[data-field="combat.blockers.bears"]')
    blocks.send_keys("brute")
    ask(browser, "blocks")
    checked = browser.find_element(By.ID, "checked")
    assert checked.text.startswith("Illegal: Grizzly Bears (bears) blocks Boggart Brute (brute); Wall of Stone")
    # 509.1c: the Lure and the Unicorn ask for 3 blocks at most together; the Spider could block too
    assert "obeys 2 of the 3 requirements that can be obeyed (509.1c)" in checked.text
    # --limit: two of the five legal declarations listed, and the command line says so too
    browser.find_element(By.ID, "opt-limit").send_keys("2")
    ask(browser, "blocks")
    assert browser.find_element(By.CSS_SELECTOR, "#answer h3").text == "Legal declarations (2, more exist)"
    browser.find_element(By.ID, "copy-command").click()
    assert browser.find_element(By.ID, "command-line").text.startswith("mtgsolve blocks --limit 2 - <<'EOF'\n")


def test_a_card_that_needs_a_choice_says_so_beside_the_field(browser: webdriver.Chrome, address: str,
                                                            shots: Path) -> None:
    open_page(browser, address)
    add_card(browser, "painter", "Painter's Servant")
    choices = object_field(browser, 0, "choices")
    assert choices.get_attribute("placeholder") == "color: …"
    ask(browser, "layers")  # layers refuses a permanent without the choices it needs (docs/scenario.md: Choices)
    beside = WebDriverWait(browser, WAIT).until(
        expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "#objects .problem.beside")))
    assert beside.text == ("board.yaml: objects[0].choices.color: missing: Painter's Servant needs a colour chosen as "
                           "it entered (\"As Painter's Servant enters, choose a color.\")")
    assert browser.execute_script("return arguments[0].previousElementSibling.dataset.field === undefined && "
                                  "arguments[0].previousElementSibling.querySelector('input').dataset.field",
                                  beside) == "objects[0].choices"
    choices.send_keys("color: blue")
    ask(browser, "layers")
    screenshot(browser, shots / "choice.png")
    # Painter's Servant: "All cards that aren't on the battlefield, spells, and permanents are the chosen
    # color in addition to their other colors." (layer 5, 613.1e): blue, and itself too
    assert characteristics(browser)["painter_s_servant"][3] == "blue"


# an HTML5 drag of object `from` by its handle onto object `to` (WebDriver's own drag does not make
# the browser's drag events in headless Chromium; these are the events a person's drag makes)
DRAG = """
const [from, to] = arguments;
const rows = document.querySelectorAll('#objects .object');
const data = new DataTransfer();
rows[from].querySelector('.handle').dispatchEvent(new DragEvent('dragstart', {dataTransfer: data, bubbles: true}));
rows[to].dispatchEvent(new DragEvent('dragover', {dataTransfer: data, bubbles: true, cancelable: true}));
rows[to].dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
"""


def test_dragging_an_object_changes_its_timestamp_and_the_answer(browser: webdriver.Chrome, address: str,
                                                                 shots: Path) -> None:
    open_page(browser, address)
    Select(browser.find_element(By.ID, "examples")).select_by_visible_text("humility-opalescence")
    WebDriverWait(browser, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#objects .object")) == 3)
    ask(browser, "layers")
    # 613.7 in layer 7b: Humility (timestamp 1) sets 1/1, then Opalescence (2) sets Humility 4/4
    assert characteristics(browser)["hum"][4] == "4/4"
    browser.execute_script(DRAG, 1, 0)  # Opalescence before Humility
    WebDriverWait(browser, WAIT).until(lambda d: "  - {id: opal, card: Opalescence, timestamp: 1}\n"
                                       "  - {id: hum, card: Humility, timestamp: 2}" in
                                       d.find_element(By.ID, "yaml").get_attribute("value"))
    assert object_field(browser, 0, "timestamp").get_attribute("value") == "1"
    ask(browser, "layers")
    # now Opalescence's 4/4 comes first and Humility's 1/1 last (the ruling of the two cards)
    table = characteristics(browser)
    assert list(table) == ["opal", "hum", "bears"] and table["hum"][4] == "1/1" and table["bears"][4] == "1/1"
    screenshot(browser, shots / "dragged-timestamps.png")


def test_a_custom_object_from_the_form(browser: webdriver.Chrome, address: str, shots: Path) -> None:
    open_page(browser, address)
    browser.find_element(By.ID, "add-custom").click()
    power = WebDriverWait(browser, WAIT).until(expected_conditions.visibility_of_element_located(
        (By.CSS_SELECTOR, '[data-field="objects[0].custom.power"]')))
    power.clear()
    power.send_keys("3")
    ability = browser.find_element(By.CSS_SELECTOR, '[data-field="objects[0].custom.add"]')
    ability.send_keys("Other Bear creatures you control get +1/+1.", Keys.ENTER)
    add_card(browser, "grizzly", "Grizzly Bears")
    ask(browser, "layers")
    screenshot(browser, shots / "custom-object.png")
    table = characteristics(browser)
    # 613.4c: the +1/+1 in layer 7c on the Bear (2/2 printed), not on the object itself (no Bear)
    assert table["custom"][4] == "3/1" and table["grizzly_bears"][4] == "3/3"
    assert table["custom"][5] == "Other Bear creatures you control get +1/+1."
