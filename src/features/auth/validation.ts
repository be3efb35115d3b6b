/** The youngest birth year allowed this year, for a minimum age. */
export function latestAllowedBirthYear(minAge: number, now: Date = new Date()): number {
  return now.getFullYear() - minAge;
}

/** With only a year known, someone is too young when they cannot yet have turned `minAge` this year. */
export function isUnderAge(birthYear: number, minAge: number, now: Date = new Date()): boolean {
  return birthYear > latestAllowedBirthYear(minAge, now);
}
