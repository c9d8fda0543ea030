import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DeliveryCity } from '../../../shared/api';
import { DELIVERY_AREAS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { CityNeighbourhoods } from './CityNeighbourhoods';
import { useDeliveryCitiesQuery } from './deliveryAreasApi';

/** /configuracoes/bairros: one tab per city of the store (spec 02 §2.5). */
export function DeliveryAreasPage() {
  const cities = useDeliveryCitiesQuery();
  return (
    <Screen title={DELIVERY_AREAS_MESSAGES.deliveryAreasTitle}>
      <QueryView
        result={cities}
        errorTitle={DELIVERY_AREAS_MESSAGES.deliveryAreasLoadFailed}
        isEmpty={(list) => list.length === 0}
        empty={{ message: DELIVERY_AREAS_MESSAGES.deliveryAreasNoCity }}
      >
        {(list) => <CityTabs cities={list} />}
      </QueryView>
    </Screen>
  );
}

function CityTabs({ cities }: { cities: DeliveryCity[] }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const city = cities.find((c) => c.cidade.id_cidade === chosenId) ?? cities[0];
  if (!city) return null;
  const id = city.cidade.id_cidade;
  return (
    <>
      <Tabs value={id} onChange={(_e, value: number) => setChosenId(value)} aria-label="Cidades" variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {cities.map((c) => (
          <Tab key={c.cidade.id_cidade} value={c.cidade.id_cidade} label={c.cidade.nome_cidade} id={`cidade-${c.cidade.id_cidade}`} aria-controls={`bairros-${c.cidade.id_cidade}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`bairros-${id}`} aria-labelledby={`cidade-${id}`} sx={{ pt: 2 }}>
        {/* a city of its own: its search and selection start empty */}
        <CityNeighbourhoods key={id} city={city} />
      </Box>
    </>
  );
}
