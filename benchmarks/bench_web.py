"""The page for judges, warm: the time from a click on a question to its answer in the page, on the
project's example boards (examples/*.yaml), in a headless Chromium driven by Selenium.

The app runs in this process on 127.0.0.1 (one warm Engine); each board is loaded from the
examples list, its question is asked once to warm it, then R times; the page measures each from the
click to the answer written into it (performance.now(), the `answered in N ms` it shows). Beside
it, the time of the same request without the browser (the API alone, POST /api/ask/Q).

    python -m benchmarks.bench_web
    python -m benchmarks.bench_web --repeat 9
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import time
from pathlib import Path

import httpx2
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait
from tabulate import tabulate

from pysolver.engine import Engine
from pysolver.web.app import create_app
from pysolver.web.server import serving

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
# each board's own question besides `layers` (the others are layer boards)
OWN_QUESTION = {"combat-lure-menace": "blocks", "layer-soup-6": "explore", "replace-counter-doublers": "replace",
                "replace-counter-doublers-humility": "replace", "replace-kalitas-rest-in-peace": "replace"}


def browser() -> webdriver.Chrome:
    """Headless Chromium that reaches 127.0.0.1 only."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,1100", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"):
        options.add_argument(argument)
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def click_to_answer(driver: webdriver.Chrome, question: str) -> float:
    """Click a question; the milliseconds the page measured from the click to the answer."""
    driver.execute_script("document.getElementById('status').textContent = ''")
    driver.find_element(By.CSS_SELECTOR, f'button.ask[data-question="{question}"]').click()
    WebDriverWait(driver, 300).until(lambda d: d.find_element(By.ID, "status").text.startswith(("answered", "refused")))
    status = driver.find_element(By.ID, "status")
    if not status.text.startswith("answered"):
        raise RuntimeError(f"{question}: {driver.find_element(By.ID, 'answer').text}")
    return float(status.get_attribute("data-ms"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed clicks per board and question (default 5)")
    args = parser.parse_args()
    rows = []
    with serving(create_app(Engine())) as address, httpx2.Client(base_url=address, timeout=300) as http:
        driver = browser()
        try:
            driver.get(address)
            WebDriverWait(driver, 60).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
            for path in sorted(EXAMPLES.glob("*.yaml")):
                Select(driver.find_element(By.ID, "examples")).select_by_visible_text(path.stem)
                WebDriverWait(driver, 60).until(
                    lambda d, p=path: d.find_element(By.ID, "yaml").get_attribute("value") == p.read_text())
                for question in ["layers"] + ([OWN_QUESTION[path.stem]] if path.stem in OWN_QUESTION else []):
                    click_to_answer(driver, question)  # warm
                    page = [click_to_answer(driver, question) for _ in range(args.repeat)]
                    alone = []
                    for _ in range(args.repeat):
                        started = time.perf_counter()
                        http.post(f"/api/ask/{question}", json={"yaml": path.read_text()}).raise_for_status()
                        alone.append(1000 * (time.perf_counter() - started))
                    rows.append([path.stem, question, f"{statistics.median(page):.0f}", f"{max(page):.0f}",
                                 f"{statistics.median(alone):.0f}"])
        finally:
            driver.quit()
    print(tabulate(rows, headers=["board", "question", "click to answer, median ms", "max ms", "API alone, median ms"]))


if __name__ == "__main__":
    main()
