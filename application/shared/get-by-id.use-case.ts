/** Reads one row by its ID; `notFound` is the kind's error when there is none. */
export class GetByIdUseCase<T> {
  constructor(
    private readonly find: (id: number) => Promise<T | undefined>,
    private readonly notFound: (id: number) => Error,
  ) {}

  async execute(id: number): Promise<T> {
    const row = await this.find(id);
    if (!row) throw this.notFound(id);
    return row;
  }
}
