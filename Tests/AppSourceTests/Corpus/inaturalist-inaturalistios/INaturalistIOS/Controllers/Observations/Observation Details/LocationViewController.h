//
//  LocationViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/15/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "ObservationVisualization.h"

@interface LocationViewController : UIViewController

@property id <ObservationVisualization> observation;

@end
