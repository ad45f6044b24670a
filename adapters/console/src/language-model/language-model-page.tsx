import { ModelSettingsForm } from './model-settings-form';
import { PromptPlayground } from './prompt-playground';

/** The model server's settings beside a conversation with it. */
export default function LanguageModelPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Language model</h1>
      <div className="language-model">
        <ModelSettingsForm />
        <PromptPlayground />
      </div>
    </section>
  );
}
